// Our campus (English): the learning spaces, sport and arts facilities, the boarding villa and safety.
import { Num, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { boarding, timetable } from '../../data/facts';

export default function OurCampusBody() {
  return (
    <>
      <h2>A campus built for learning in the tropics</h2>
      <p>
        Our campus sits in green grounds in Bophut, on the north coast of {brand.island}, a short drive from the
        island’s main communities. Covered walkways link every building, so children move between lessons in the shade
        and stay dry in the rainy season. Classrooms are air-conditioned and bright, with space for group work as well
        as quiet study.
      </p>

      <h2>Learning spaces</h2>
      <h3>Early Years</h3>
      <p>
        Our youngest children have their own wing with a shaded garden, a sandpit, a mud kitchen and a gate of their
        own, so drop-off in the morning is calm and unhurried.
      </p>
      <h3>Primary</h3>
      <p>
        Primary classrooms open onto a shared courtyard and a playground. Each year group has a practical area for art,
        cooking and science investigations.
      </p>
      <h3>Secondary and science</h3>
      <p>
        Secondary students learn in subject rooms and specialist laboratories for biology, chemistry and physics, with a
        design and technology workshop and a computing suite for our STEM+ programme.
      </p>
      <h3>Library</h3>
      <p>
        The library is the heart of the school: books in English and in many home languages, quiet study spaces for
        older students and story time for the youngest.
      </p>

      <h2>Sport and the arts</h2>
      <ul>
        <li>
          A swimming pool, where swimming and water safety are part of{' '}
          <PageLink to="sports">physical education</PageLink> — every student has at least{' '}
          {timetable.minPeLessonsPerWeek} PE lessons a week.
        </li>
        <li>A sports field and a covered multi-purpose court for football, basketball, athletics and sports day.</li>
        <li>
          Music rooms and practice rooms, where music is taught in class up to Year {timetable.musicLessonsUpToYear} and
          instrumental lessons run through our <PageLink to="pma">music academy</PageLink>.
        </li>
        <li>A hall for assemblies, concerts and drama productions.</li>
      </ul>

      <h2>The boarding villa</h2>
      <p>
        On the edge of the campus, our boarding villa offers a home from home with <Num value={boarding.villaBeds} />{' '}
        beds, shared living space and house parents who live on site. Read more on our{' '}
        <PageLink to="homestay">boarding</PageLink> page.
      </p>

      <h2>Safe and well looked after</h2>
      <p>
        The campus is fully fenced with a single staffed entrance, where every visitor signs in. Our school nurse works
        from a medical room next to reception, and drinking water stations are found in every building.
      </p>
      <p>
        Our <PageLink to="school-bus">school bus</PageLink> brings students from around the island. To see everything
        for yourself, take the <PageLink to="virtual-tour">virtual tour</PageLink> or come to an{' '}
        <PageLink to="open-house">open house</PageLink>.
      </p>
    </>
  );
}
