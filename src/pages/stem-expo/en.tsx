// STEM Expo (English): what the annual expo is, what visitors see, how a project is made, judging and visiting.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function StemExpoBody() {
  return (
    <>
      <h2>The day our students teach the adults</h2>
      <p>
        Once a year the school hall, the science laboratories and the covered courtyard fill with stands, robots, models
        and posters. The {brand.shortName} STEM Expo is the high point of our STEM+ programme: every class from Year 1
        to Year 13 presents work it has built over weeks, and students explain it themselves to parents, visitors and
        judges. It is a day of pride, and of some very good questions.
      </p>

      <h2>What you will see</h2>
      <ul>
        <li>
          <strong>Early Years and Primary:</strong> floating and sinking boats, plant-growth experiments, simple
          circuits and programmable floor robots, shown with huge enthusiasm.
        </li>
        <li>
          <strong>Lower Secondary:</strong> design-and-build challenges such as bridges, wind turbines and water
          filters, tested live in front of visitors.
        </li>
        <li>
          <strong>IGCSE and A Level:</strong> independent research projects, from reef water quality and plastic on
          Samui’s beaches to apps and data analysis.
        </li>
        <li>
          <strong>Island challenges:</strong> projects on the problems around us, such as energy, waste, water and
          tourism, often with ideas the island could really use.
        </li>
      </ul>

      <h2>From a question to a stand</h2>
      <ol>
        <li>Students choose a question or a problem, on their own or in a small team.</li>
        <li>They research, plan an investigation or a design and agree it with their teacher.</li>
        <li>They build, test, fail, improve and test again, in their STEM+ lessons and clubs.</li>
        <li>They prepare a poster or model and practise explaining their work in clear English.</li>
        <li>At the Expo, they present it to visitors and answer the judges’ questions.</li>
      </ol>

      <h2>Judging and awards</h2>
      <p>
        Projects are judged by teachers and guests from local businesses, healthcare and engineering, who look at the
        quality of the thinking as much as the finished product: a clear question, a fair test, honest results and what
        the students learned when something did not work. Awards go to each age group, and the strongest projects are
        entered for inter-school science fairs (see <PageLink to="competitions">Competitions</PageLink>).
      </p>

      <h2>Come and visit</h2>
      <p>
        The STEM Expo is open to all our families, and prospective families are warmly welcome; it is one of the best
        ways to see how our students learn. The date is announced on the{' '}
        <PageLink to="school-calendar">school calendar</PageLink> and in{' '}
        <PageLink to="news-updates">news and updates</PageLink>. To join us, please{' '}
        <PageLink to="contact-us">contact the school office</PageLink>, or see our{' '}
        <PageLink to="open-house">open house</PageLink> dates. Read more about STEM+ in{' '}
        <PageLink to="curriculum">our curriculum</PageLink>.
      </p>
    </>
  );
}
