// University destinations (English): where graduates study, by region, and guidance in Years 11 to 13.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function UniversityDestinationBody() {
  return (
    <>
      <h2>Where our graduates study</h2>
      <p>
        IGCSE and A Level are among the most widely recognised school qualifications in the world, and they give{' '}
        {brand.shortName} students a genuine choice of country as well as course. Our graduates have gone on to study at
        universities such as those below: a picture of typical destinations rather than a complete list.
      </p>
      <table>
        <caption>Typical university destinations of {brand.shortName} graduates, by region</caption>
        <thead>
          <tr>
            <th scope="col">Region</th>
            <th scope="col">Universities such as</th>
            <th scope="col">Popular courses</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">United Kingdom</th>
            <td>University of Edinburgh, University of Manchester, King’s College London, University of Exeter</td>
            <td>Medicine, engineering, law, economics</td>
          </tr>
          <tr>
            <th scope="row">Europe</th>
            <td>University of Amsterdam, Maastricht University, IE University (Madrid), Trinity College Dublin</td>
            <td>International business, psychology, international relations</td>
          </tr>
          <tr>
            <th scope="row">Australia and New Zealand</th>
            <td>University of Melbourne, University of Queensland, Monash University, University of Auckland</td>
            <td>Marine science, architecture, health sciences</td>
          </tr>
          <tr>
            <th scope="row">North America</th>
            <td>University of Toronto, University of British Columbia, McGill University, Boston University</td>
            <td>Computer science, liberal arts, business</td>
          </tr>
          <tr>
            <th scope="row">Asia, including Thailand</th>
            <td>
              Chulalongkorn University, Mahidol University International College, National University of Singapore, The
              University of Hong Kong
            </td>
            <td>Hospitality, engineering, medicine, international programmes taught in English</td>
          </tr>
        </tbody>
      </table>

      <h2>University guidance from Year 11 to Year 13</h2>
      <p>
        Choosing where and what to study is a big decision, and nobody should make it alone. Our university and careers
        guidance starts early, stays personal and involves parents at every step.
      </p>
      <h3>Year 11: choosing the right A Levels</h3>
      <p>
        Alongside IGCSE preparation, every student has a one-to-one guidance meeting to talk about strengths, interests
        and possible careers. We help them choose A Level subjects that keep doors open for the courses they may want to
        study later.
      </p>
      <h3>Year 12: research and experience</h3>
      <ul>
        <li>researching courses and countries, and comparing entry requirements;</li>
        <li>
          hearing from professionals at our <PageLink to="industry-talk">industry talks</PageLink> and arranging work
          experience on the island;
        </li>
        <li>visiting universities online or in person, and starting a first draft of a personal statement;</li>
        <li>a guidance evening for parents on applications, costs and timelines.</li>
      </ul>
      <h3>Year 13: applications and offers</h3>
      <p>
        Our guidance team supports each application, whether through UCAS for the United Kingdom, directly to
        universities in Europe, Asia and Australia, or through the application systems of the United States and Canada.
        Teachers write detailed references, and students practise for interviews and admissions tests. We also help
        families look for university scholarships.
      </p>

      <h2>Find out more</h2>
      <p>
        Read about A Level and IGCSE study at our <PageLink to="secondary-school">secondary school</PageLink>, or
        explore <PageLink to="scholarships">scholarships</PageLink> at {brand.shortName}. To talk about your child’s
        plans with our team, please <PageLink to="contact-us">contact us</PageLink>.
      </p>
    </>
  );
}
