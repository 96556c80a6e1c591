// Virtual tour (English): a guided walk through the campus area by area, and how to book a real visit.
import { Num, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { boarding, officeHours } from '../../data/facts';

export default function VirtualTourBody() {
  return (
    <>
      <h2>Your walk around the campus</h2>
      <p>
        Follow the route a family takes on a visit to {brand.shortName}. It takes about as long to read as a cup of
        coffee, and ends where most of our real tours end: with questions, and an invitation to come and see us.
      </p>

      <h3>1. Entrance and reception</h3>
      <p>
        You arrive through our single gated entrance in Bophut, where the security team greets you and every visitor
        signs in. Reception is straight ahead: the admissions office, the school nurse and a shaded waiting area where
        parents meet at pick-up time.
      </p>

      <h3>2. The Early Years garden</h3>
      <p>
        Turn left into the Early Years wing. Under the trees there are a sandpit, a mud kitchen, planting beds and a
        little stage for singing. Inside, bright classrooms are set up for play-based learning, with a reading corner
        and a quiet space for rest.
      </p>

      <h3>3. The Primary wing</h3>
      <p>
        Covered walkways lead to the Primary classrooms around a courtyard. Look out for pupils’ work on the walls:
        maps, stories, science posters and, usually, a model volcano or two from the latest STEM+ project.
      </p>

      <h3>4. The science laboratories</h3>
      <p>
        In the Secondary building are the laboratories for biology, chemistry and physics, with the design workshop and
        computing suite next door. This is where IGCSE and A Level students run their practical work.
      </p>

      <h3>5. The library</h3>
      <p>
        Upstairs, the library has books in English and many home languages, study tables for older students and cushions
        for story time. Sixth-formers often work here in their study periods.
      </p>

      <h3>6. The swimming pool</h3>
      <p>
        Back outside, the shaded pool is used for swimming lessons, water safety and the annual swimming gala, which
        parents are welcome to watch.
      </p>

      <h3>7. The sports field</h3>
      <p>
        Beyond the pool lies the sports field, with athletics lanes and football pitches, and the covered court used for
        basketball, volleyball and assemblies when it rains.
      </p>

      <h3>8. The music rooms</h3>
      <p>
        Listen for the music rooms: a classroom full of instruments, small practice rooms and the space where our{' '}
        <PageLink to="pma">music academy</PageLink> teaches individual lessons and rehearses its ensembles.
      </p>

      <h3>9. The boarding villa</h3>
      <p>
        The tour ends at the boarding villa, a calm home with <Num value={boarding.villaBeds} /> beds, a shared lounge
        and a kitchen, looked after by resident house parents. Find out more on the{' '}
        <PageLink to="homestay">boarding</PageLink> page.
      </p>

      <h2>Now come and see it for real</h2>
      <p>
        A virtual tour cannot tell you how a school feels. Join us at an <PageLink to="open-house">open house</PageLink>
        , or <PageLink to="contact-us">contact us</PageLink> to book a personal visit during office hours:{' '}
        {officeHours.weekdays.from}–{officeHours.weekdays.to} Monday to Friday and {officeHours.saturday.from}–
        {officeHours.saturday.to} on Saturday.
      </p>
    </>
  );
}
