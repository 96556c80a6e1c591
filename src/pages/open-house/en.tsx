// Open house (English): when the open mornings are, what families see, and starting an application on the day.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { officeHours, oneOffFees } from '../../data/facts';

export default function OpenHouseBody() {
  return (
    <>
      <h2>When we open our doors</h2>
      <p>
        {brand.name} holds an open house <strong>on the first Saturday of each month, from 10am to 12pm</strong>. There
        is no need to book: simply arrive at reception, where a member of our admissions team will greet you. If you let
        us know you are coming, we can make sure the teachers for your child’s year group are free to talk.
      </p>
      <p>
        When the first Saturday falls in a school holiday (see the{' '}
        <PageLink to="school-calendar">school calendar</PageLink>), we are happy to arrange a private visit instead.
      </p>

      <h2>What your morning looks like</h2>
      <ol>
        <li>
          <strong>Welcome.</strong> A short introduction to the school from our Head of School or a senior leader, with
          time for questions.
        </li>
        <li>
          <strong>A tour led by students.</strong> Our older students show you classrooms, the science laboratories, the
          library, the pool, the sports field and the boarding villa, and answer honestly when you ask what they think.
        </li>
        <li>
          <strong>Taster activities for children.</strong> While you talk with staff, teachers run short lessons and
          activities so your child can try a {brand.shortName} classroom for themselves.
        </li>
        <li>
          <strong>Meet the teachers.</strong> Speak with class teachers, the heads of each stage and our English-support
          team about how your child would settle in.
        </li>
        <li>
          <strong>Admissions, fees and visas.</strong> Our admissions team explains the application steps,{' '}
          <PageLink to="school-fees">school fees</PageLink>, the <PageLink to="school-bus">school bus</PageLink> and{' '}
          <PageLink to="visa-information">student and parent visas</PageLink>.
        </li>
      </ol>

      <h2>Start your application on the day</h2>
      <p>
        If you are ready, you can begin your application before you leave. Our admissions team has tablets on hand, and
        the application form works even when the Wi-Fi does not: your answers are saved on the tablet and sent to the
        school as soon as the connection returns. The application fee of <Money amount={oneOffFees.application} />{' '}
        covers your child’s assessment.
      </p>
      <p>It helps to bring, or have on your phone:</p>
      <ul>
        <li>a recent passport photo of your child;</li>
        <li>your child’s birth certificate and latest school report, translated into English;</li>
        <li>ID cards or passports of both parents;</li>
        <li>household registration (for Thai families) or your current visa.</li>
      </ul>
      <p>
        Missing a document? Start anyway: you can send the rest later, and we review the application as soon as
        everything has arrived. You can also complete the <PageLink to="application-form">online application</PageLink>{' '}
        at home, where your draft is saved as you go.
      </p>

      <h2>Can’t come on a Saturday?</h2>
      <p>
        We welcome visitors on weekdays too. <PageLink to="contact-us">Contact us</PageLink> to book a personal tour
        between {officeHours.weekdays.from} and {officeHours.weekdays.to}, Monday to Friday, or start with our{' '}
        <PageLink to="virtual-tour">virtual tour</PageLink>.
      </p>
    </>
  );
}
