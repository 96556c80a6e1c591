// Our community (English): parents, teachers, alumni and island partners, and how families take part.
import { Num, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { school } from '../../data/facts';

export default function OurCommunityBody() {
  return (
    <>
      <h2>A school that feels like a village</h2>
      <p>
        Families from more than <Num value={school.nations} /> nations make up the {brand.shortName} community. Many
        have moved to {brand.island} for work or for a new way of life; others are Thai families who want an
        international education close to home. Whatever brought you here, you will find parents who remember what it was
        like to be new, and who are glad to help.
      </p>

      <h2>How parents take part</h2>
      <h3>Friends of {brand.shortName}</h3>
      <p>
        Our parents’ association welcomes every family automatically. Volunteers organise coffee mornings, second-hand
        uniform sales and the school’s big celebrations, and the funds they raise pay for extras that students choose,
        from new playground equipment to library books.
      </p>
      <h3>Class representatives</h3>
      <p>
        Each class has one or two parent representatives. They greet new families, share news in the class group and
        pass on questions and ideas to teachers.
      </p>
      <h3>Sharing your expertise</h3>
      <p>
        Parents are doctors, chefs, engineers, divers and entrepreneurs. Many come in to read with a class, run a club
        or speak at our <PageLink to="industry-talk">industry talks</PageLink>, where secondary students hear first-hand
        about careers.
      </p>

      <h2>Celebrating together</h2>
      <ul>
        <li>International Day, when families share the food, music and dress of their home countries;</li>
        <li>Loy Krathong and Songkran, celebrated with our Thai staff and families;</li>
        <li>the winter concert, sports day and the end-of-year celebration;</li>
        <li>
          the <PageLink to="stem-expo">STEM Expo</PageLink>, open to families and friends of the school.
        </li>
      </ul>

      <h2>Alumni and island partners</h2>
      <p>
        Our graduates stay in touch long after they leave. They return to talk about university life, mentor students
        choosing A Level subjects and join our reunions when they are home on the island.
      </p>
      <p>
        We also work with local businesses, resorts and environmental groups on {brand.island}. Students take part in
        beach clean-ups, reef and recycling projects and work-experience placements, and learn that a school is part of
        the place around it.
      </p>

      <h2>Staying in touch</h2>
      <p>
        Teachers send regular updates on learning, and our <PageLink to="news-updates">news and updates</PageLink> page
        shows what is happening across the school. Questions are always welcome:{' '}
        <PageLink to="contact-us">contact us</PageLink> and we will put you in touch with the right person.
      </p>
    </>
  );
}
