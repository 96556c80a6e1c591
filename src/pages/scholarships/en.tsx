// Scholarships (English): who can apply, the three kinds, internal and external routes, documents and selection.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, yearGroups } from '../../data/facts';

export default function ScholarshipsBody() {
  return (
    <>
      <h2>Who can apply</h2>
      <p>
        Scholarships at {brand.name} are open to students aged {ages.scholarships.from} to {ages.scholarships.to}, from
        Year {yearGroups.scholarships.from} to Year {yearGroups.scholarships.to}. We look for children who already show
        real commitment in one area and who will share it with the rest of our community: in class, on the pitch or on
        stage. A scholarship is a reduction of tuition fees; the panel sets the level of each award.
      </p>

      <h2>Three kinds of scholarship</h2>
      <h3>Academic</h3>
      <p>
        For students with strong results across subjects or outstanding work in one, such as mathematics, science or
        languages, who enjoy being stretched in our STEM+ programme.
      </p>
      <h3>Sport</h3>
      <p>
        For students who train seriously, represent a club, the island or their country, and set an example of teamwork
        and fair play.
      </p>
      <h3>Arts</h3>
      <p>For young musicians, artists, actors and dancers who can show what they have made or performed.</p>

      <h2>Current students and new students</h2>
      <ul>
        <li>
          <strong>Internal scholarship:</strong> for students already at {brand.shortName}. Apply with the{' '}
          <PageLink to="internal-scholarship-form">internal scholarship application form</PageLink>.
        </li>
        <li>
          <strong>External scholarship:</strong> for students joining us from another school. Apply with the{' '}
          <PageLink to="scholarship-form">scholarship application form</PageLink> and, at the same time, follow the
          usual <PageLink to="apply-now">application process</PageLink> for a place.
        </li>
      </ul>
      <p>
        Thai families will find the same programme, with notes on Thai schools and documents, on{' '}
        <PageLink to="scholarships-th">scholarships for Thai students</PageLink>.
      </p>

      <h2>Documents</h2>
      <ul>
        <li>the student’s school record or transcript (required);</li>
        <li>recognitions and awards, such as certificates, medals or competition results (optional);</li>
        <li>a portfolio: artwork, recordings, videos or a sports record (optional).</li>
      </ul>

      <h2>Selection and review</h2>
      <ol>
        <li>The scholarship panel reads every complete application against the same criteria.</li>
        <li>
          Shortlisted students are invited to an interview and, where it fits, a trial, audition or portfolio review.
        </li>
        <li>Families receive the panel’s decision by e-mail.</li>
        <li>
          Awards are reviewed each year: we look at effort, conduct and the student’s contribution to school life.
        </li>
      </ol>
    </>
  );
}
