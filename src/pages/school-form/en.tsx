// School forms (English): the forms parents use during the year, and how to obtain and return them.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { officeHours, oneOffFees, visa } from '../../data/facts';

export default function SchoolFormBody() {
  return (
    <>
      <h2>Getting and returning a form</h2>
      <p>
        Every form on this page is available from the school office, and your child’s class teacher or form tutor can
        send one home in the book bag. If you prefer, ask the office by e-mail at {brand.email} and we will send the
        current version to print or fill in on screen. The office is open Monday to Friday from{' '}
        {officeHours.weekdays.from} to {officeHours.weekdays.to} and on Saturday from {officeHours.saturday.from} to{' '}
        {officeHours.saturday.to}.
      </p>
      <p>You can return a completed form in whichever way suits you:</p>
      <ul>
        <li>in person at the school office, where we will date-stamp it and give you a copy if you wish;</li>
        <li>through the class teacher or form tutor, in a sealed envelope marked with your child’s name and class;</li>
        <li>as a clear scan or photo by e-mail, signed by a parent or guardian named on the application.</li>
      </ul>
      <p>Forms can be completed in English or in Thai. Please keep a copy of anything you sign.</p>

      <h2>Forms for the school year</h2>

      <h3>Absence notification</h3>
      <p>
        If your child is ill, please call or message the office on the first morning of the absence and on each
        following day, so that the class teacher knows your child is safe. For planned absences, such as a medical
        appointment off the island or a family occasion, complete the absence request form as early as you can. Leave in
        term time is granted by the Head of School only in exceptional circumstances; our{' '}
        <PageLink to="school-policies">attendance policy</PageLink> explains why every day counts.
      </p>

      <h3>Medical consent and health update</h3>
      <p>
        The Student Health Care Record you completed with the application stays on file with the school nurse. Please
        send an update at the start of each year, and whenever something changes: a new allergy, a diagnosis, a
        vaccination or a long-term medicine. If your child needs medicine during the school day, fill in the medication
        consent form and hand the medicine to the office in its original packaging, labelled with your child’s name. You
        may also refuse any medication at school by ticking the box on the health form; we will then call you before
        anything is given.
      </p>

      <h3>Trip and activity consent</h3>
      <p>
        At the start of each year we ask for one consent form covering short local visits by school bus or on foot.
        Overnight and residential trips, boat trips and activities off site each have their own letter and consent form,
        which asks for emergency contacts, dietary needs and any medical information the trip leader should know. Please
        return it by the date on the letter, so we can confirm numbers with the venue.
      </p>

      <h3>Uniform order form</h3>
      <p>
        Uniform is ordered through the school office with the uniform order form, which lists every item, the sizes and
        what each stage wears for PE and swimming. Orders are ready to collect from the office, and new families can try
        sizes on before their child’s first day. Please label every item with your child’s name.
      </p>

      <h3>Withdrawal notice</h3>
      <p>
        If your child is leaving {brand.shortName}, we need one full term’s written notice, signed by a parent or
        guardian. The notice must reach us before the start of the last term your child will attend. With the notice
        given and all fees settled, the security deposit of <Money amount={oneOffFees.securityDeposit} /> is refunded;
        the <PageLink to="school-fees">school fees</PageLink> page sets out the refund rules in full.
      </p>
      <p>
        On the form you can ask for a leaving letter, school reports and a student certificate for the next school; a
        certificate takes up to {visa.studentCertificateWorkingDays} working days. If your child holds a student visa
        through the school, the visa must be cancelled when they leave; see{' '}
        <PageLink to="visa-information">visa information</PageLink>.
      </p>

      <h2>Forms you complete online</h2>
      <p>
        Some forms live on this website instead of on paper. They save a draft on your device as you go, so you can
        finish them over several days and send them even from a patchy connection:
      </p>
      <ul>
        <li>
          the <PageLink to="application-form">online application</PageLink> for a new pupil, or a brother or sister;
        </li>
        <li>
          the <PageLink to="bus-registration">school bus registration</PageLink>;
        </li>
        <li>
          the <PageLink to="scholarship-form">scholarship application</PageLink> for new students and the{' '}
          <PageLink to="internal-scholarship-form">internal scholarship application</PageLink> for current students;
        </li>
        <li>
          and the <PageLink to="contact-us">contact form</PageLink> for anything else.
        </li>
      </ul>
    </>
  );
}
