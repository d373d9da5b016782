import { Link } from 'wouter';
import { staff } from '../../../../shared/staff';
import { StaffPortrait } from './staff-portrait';
import '../../styles/people.css';

/**
 * About's "Who you will talk to": every person who writes or reviews our articles, with the
 * credentials a byline names, so a reader can check who stands behind what they read.
 */
export function TeamSection() {
  return (
    <section className="team" aria-labelledby="team-title">
      <h2 id="team-title">Who you will talk to</h2>
      <p className="team__intro">
        The people below answer the phone, meet clients and write and review the articles on this site. Each
        article names its author and its reviewer.
      </p>
      <ul className="team__list">
        {staff.map((member) => (
          <li key={member.id} id={`staff-${member.id}`} className="team__member">
            <StaffPortrait look={member.portrait} />
            <div className="team__text">
              <h3 className="team__name">{member.name}</h3>
              <p className="team__role">{member.role}</p>
              <p className="team__credentials">{member.credentials}</p>
              <p className="team__bio">{member.bio}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="team__note">
        Portraits are illustrations. Licences can be checked with each state&rsquo;s insurance department; our
        agency licence numbers are on the <Link href="/info">agency information</Link> page.
      </p>
    </section>
  );
}
