// Why choose the school (English): the reasons families give, from class size to results.
import { Num, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, school } from '../../data/facts';

export default function WhyBody() {
  return (
    <>
      <h2>What families tell us made the difference</h2>
      <p>
        Choosing a school is one of the biggest decisions a family makes, especially in a new country. Parents ask us
        the same three questions: will my child be known, will my child be stretched, and will my child be happy? These
        are the answers they give when we ask, a term later, why they chose {brand.name}.
      </p>

      <h3>Small classes, where every child is known</h3>
      <p>
        We keep our classes deliberately small. Teachers have time to notice when an idea has not landed, to push a
        confident learner further and to talk with you about progress. Every class has a form tutor who is your first
        point of contact, and teaching assistants work alongside teachers with our youngest children.
      </p>

      <h3>British-trained teachers</h3>
      <p>
        Our teachers are trained and experienced in the British system. They teach the Early Years Foundation Stage, the
        National Curriculum for England, IGCSE and A Level, and plan together across year groups, so learning builds
        steadily from one year to the next. If your family moves on, your child can continue in a British school almost
        anywhere in the world without losing a step.
      </p>

      <h3>STEM+ from the very first years</h3>
      <p>
        Our STEM+ programme joins science, technology, engineering and mathematics with design, the arts and clear
        communication. Children build, code, test and explain what they found, in our laboratories, in design projects
        and at the <PageLink to="stem-expo">STEM Expo</PageLink>, where they present their work to families and guests.
      </p>

      <h3>Support for children who speak more than one language</h3>
      <p>
        Many of our students speak another language at home. Our English as an Additional Language programme works in
        levels: children are assessed every term, move up as they progress and join mainstream English lessons once they
        complete the final level. Read more about it under <PageLink to="academic-support">academic support</PageLink>.
      </p>

      <h3>A warm island community</h3>
      <p>
        With more than <Num value={school.students} /> students from over <Num value={school.nations} /> nations, we are
        large enough to offer real choice in subjects, sports and the arts, and small enough to feel like a village. New
        families are welcomed by class representatives in their first week. See{' '}
        <PageLink to="our-community">our community</PageLink> for how parents take part.
      </p>

      <h3>A safe, caring campus</h3>
      <p>
        Our campus in Bophut is secure, with one staffed entrance where every visitor signs in. A school nurse, clear
        safeguarding procedures and a <PageLink to="pastoral-care">pastoral team</PageLink> who know each child by name
        mean that small worries are heard early and handled with care.
      </p>

      <h3>Results that open doors</h3>
      <p>
        Our students sit IGCSE and A Level examinations set by an international examinations board: qualifications that
        universities around the world know and trust. With personal guidance from Year 11, our graduates go on to{' '}
        <PageLink to="university-destination">universities</PageLink> in the United Kingdom, Europe, Asia, Australia and
        North America.
      </p>

      <h2>One school from nursery to university</h2>
      <table>
        <caption>
          The stages at {brand.shortName}, from age {ages.earlyYears.from} to {ages.secondary.to}
        </caption>
        <thead>
          <tr>
            <th scope="col">Stage</th>
            <th scope="col">Ages</th>
            <th scope="col">Curriculum and qualifications</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Early Years</th>
            <td>
              {ages.earlyYears.from}–{ages.earlyYears.to}
            </td>
            <td>Early Years Foundation Stage, learning through play</td>
          </tr>
          <tr>
            <th scope="row">Primary</th>
            <td>
              {ages.primary.from}–{ages.primary.to}
            </td>
            <td>National Curriculum for England, with STEM+ projects</td>
          </tr>
          <tr>
            <th scope="row">Secondary</th>
            <td>
              {ages.secondary.from}–{ages.secondary.to}
            </td>
            <td>Key Stage 3, then IGCSE and A Level</td>
          </tr>
        </tbody>
      </table>

      <h2>See it for yourself</h2>
      <p>
        The best way to judge a school is to walk through it. Join us at an{' '}
        <PageLink to="open-house">open house</PageLink>, take the <PageLink to="virtual-tour">virtual tour</PageLink>{' '}
        from home, or read about our <PageLink to="apply-now">application process</PageLink> when you are ready.
      </p>
    </>
  );
}
