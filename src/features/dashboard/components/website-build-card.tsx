import { Link } from 'wouter';
import { formatAgencyDate } from '@/shared/format-date';
import type { DashboardResponse } from '../../../shared/dashboard-schemas';
import { BUILD_STATUS_LABELS } from '../../../shared/website-build-choices';

/** The member's website request and where it stands, or the way to start one. */
export function WebsiteBuildCard({ build }: { build: DashboardResponse['websiteBuild'] }) {
  return (
    <section aria-labelledby="website-build-heading" className="dashboard__section">
      <h2 id="website-build-heading">Your website</h2>
      {build ? (
        <div className="quote-list__item website-build-card">
          <strong>{build.businessName}</strong>
          <span>
            Status: <span className="website-build-card__status">{BUILD_STATUS_LABELS[build.status]}</span>
          </span>
          <span>
            Updated <time dateTime={build.updatedAt}>{formatAgencyDate(build.updatedAt)}</time>
          </span>
          <Link href="/dashboard/WebsiteBuild">See its progress and notes</Link>
        </div>
      ) : (
        <p>
          We build websites for independent agents and small businesses.{' '}
          <Link href="/dashboard/WebsiteBuild">Get started with your website</Link>
        </p>
      )}
    </section>
  );
}
