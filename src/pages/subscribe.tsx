import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { Callout } from '@/components/ui/callout';
import { StandardPage } from '@/components/ui/standard-page';
import { isLoggedIn, useSession } from '@/features/auth/state/session';
import { Breadcrumbs } from '@/features/content/components/breadcrumbs';
import { MarkdownBody } from '@/features/content/components/markdown-body';
import { usePagePayload } from '@/features/content/hooks/use-page-payload';
import { successHref } from '@/features/subscribe/chosen';
import { useHydrated } from '@/lib/use-hydrated';
import type { PageProps } from './page-props';

// The form kit brings react-hook-form and zod: loaded with the form, not with the page's text.
const SubscribeForm = lazy(() =>
  import('@/features/subscribe/components/subscribe-form').then((m) => ({ default: m.SubscribeForm })),
);

export default function SubscribePage({ match }: PageProps) {
  const page = usePagePayload(match.route.pattern, 'page');
  const { user } = useSession();
  const hydrated = useHydrated();
  const [, navigate] = useLocation();
  // Prerendered for everyone; the welcome appears once the browser knows who is here.
  const member = hydrated && isLoggedIn(user) ? user : undefined;
  return (
    <StandardPage
      title={page.title}
      description={page.description}
      lead="Email updates from our agents: Medicare dates, plan changes and money tips, in plain words."
    >
      <Breadcrumbs page={page} />
      {member && (
        <Callout>
          <h2>Welcome, {member.firstName}. Your account is ready.</h2>
          <p>
            You are signed in as <strong>{member.username}</strong>. Choose below what you would like to hear
            from us, or <Link href="/dashboard">go to your dashboard</Link>.
          </p>
        </Callout>
      )}
      <section aria-labelledby="subscribe-form">
        <h2 id="subscribe-form">Choose your email updates</h2>
        {/* Shown once the browser has taken over: a form in the prerendered HTML could be typed
            into before React hydrates it, and those keystrokes would be lost. */}
        {/* The slot keeps the form's height from the first paint: the text below stays put. */}
        <div className="form-slot--subscribe">
          {hydrated ? (
            <Suspense fallback={<p>Loading the form…</p>}>
              <SubscribeForm
                key={member?.id ?? 'visitor'}
                accountEmail={member?.email}
                onDone={(answer) => navigate(successHref(answer))}
              />
            </Suspense>
          ) : (
            <p>Loading the form…</p>
          )}
        </div>
      </section>
      <MarkdownBody html={page.html} />
    </StandardPage>
  );
}
