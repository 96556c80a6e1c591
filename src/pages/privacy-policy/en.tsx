// Privacy policy (English): what the site and its forms collect, why, where it goes, retention and PDPA rights.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { bus } from '../../data/facts';

export default function PrivacyPolicyBody() {
  return (
    <>
      <h2>Who is responsible for your data</h2>
      <p>
        {brand.name} ({brand.shortName}), {brand.address}, is the data controller for the personal data collected
        through this website. We handle it in line with Thailand’s Personal Data Protection Act B.E. 2562 (PDPA). Our
        forms are meant to be completed by a parent or legal guardian on behalf of their child.
      </p>

      <h2>What we collect</h2>
      <h3>Online application</h3>
      <ul>
        <li>
          Your child’s identity: names, nickname, gender, date and place of birth, nationality, religion (optional),
          passport number with its place and dates of issue and expiry, home address and languages spoken.
        </li>
        <li>
          Parents’ and guardians’ identity and contact details: names, nationality, ID card or passport numbers,
          addresses, telephone numbers, e-mail addresses and occupations, and an emergency contact.
        </li>
        <li>
          Academic background: previous schools, reasons for leaving, learning needs, any earlier psychological testing,
          and family circumstances you choose to share.
        </li>
        <li>
          The Student Health Care Record: past illnesses, health problems, allergies, vaccinations, surgery, reactions
          to medicines and whether you refuse medication at school.
        </li>
        <li>
          Documents: a passport photo, birth certificate, school transcripts, parents’ ID cards or passports, and
          household registration or visa.
        </li>
      </ul>
      <h3>Scholarship applications</h3>
      <p>
        The student’s names, nickname, e-mail address and year group, whether they are a current or new student, and the
        school record, awards and portfolio you attach.
      </p>
      <h3>School bus registration</h3>
      <p>
        Each child’s names and year group, your home address with province, district, sub-district and postal code, and
        at least {bus.minContacts} contacts with their names, phone numbers and, optionally, e-mail addresses.
      </p>
      <h3>Contact forms</h3>
      <p>
        Your name, e-mail address, mobile number, the purpose of your message and the message itself. The quick
        contact-for-application form also asks for your child’s name, year group and your preferred language, and uses a
        robot check (reCAPTCHA) when you send it, which passes technical information from your browser to its provider
        for that purpose only.
      </p>

      <h2>Why we use it</h2>
      <ul>
        <li>To consider an application, assess your child and, if we offer a place, enrol them.</li>
        <li>To keep your child safe and well at school, including first aid and medical care.</li>
        <li>To support student and parent visa applications when you ask us to.</li>
        <li>To plan bus routes and reach you if a bus is late or a child is unwell.</li>
        <li>To answer your questions and arrange visits.</li>
      </ul>
      <p>
        Health information, religion and similar details are sensitive data under the PDPA. We collect them only with
        your explicit consent, which you give in the consent step before you submit an application or a scholarship
        request, and only as far as we need them to care for your child.
      </p>

      <h2>Drafts stay on your device</h2>
      <p>
        While you fill in a form, the draft and any documents you attach are saved only in your browser’s storage
        (IndexedDB) on the device you are using. Nobody at the school can see a draft. When you press Submit, the form
        is sent to us; if you are offline, it waits on your device and is sent as soon as the connection returns. Once
        the school has confirmed that it received your submission, the personal data and attachments are removed from
        the device, and only a receipt is kept: the reference, the date, the kind of form and the names. You can delete
        drafts and receipts yourself at any time. On a shared device, such as a tablet at an open day, please delete
        your draft when you have finished.
      </p>

      <h2>Where your data goes</h2>
      <p>
        Submissions travel over an encrypted connection to the school’s own intake server in Thailand, where the
        admissions office receives them. Inside the school, each person sees only what their role needs: the Head of
        School and admissions staff for applications, the school nurse for health records, learning support staff for
        learning needs and the transport team for bus registrations. We never sell personal data. We share it outside
        the school only when it is needed for a purpose above or required by law, for example with Thai immigration when
        you ask us to support a visa, with the examinations board when we enter your child for examinations, or with the
        insurer after an accident.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          Applications that do not lead to enrolment, and their documents, are deleted at the end of the following
          academic year.
        </li>
        <li>
          For enrolled pupils, the application becomes part of the pupil record, kept while your child is with us and
          afterwards for as long as Thai law requires and as we need it to confirm their studies.
        </li>
        <li>Bus registrations are kept until the end of the academic year they cover.</li>
        <li>Contact messages are deleted once the matter is closed and the academic year has ended.</li>
      </ul>

      <h2>Your rights under the PDPA</h2>
      <p>You have the right to:</p>
      <ul>
        <li>be told how your data is used, and to see and receive a copy of it;</li>
        <li>have incorrect or incomplete data corrected;</li>
        <li>receive your data in a usable format or have it sent to another organisation;</li>
        <li>object to some uses, and ask us to restrict, delete or anonymise data;</li>
        <li>withdraw consent at any time, without affecting what was done before;</li>
        <li>complain to Thailand’s Personal Data Protection Committee.</li>
      </ul>
      <p>
        Some rights have limits, for example where the law requires us to keep a record; if so, we explain why. We reply
        within the time the PDPA sets.
      </p>

      <h2>Cookies and analytics</h2>
      <p>
        The site works without tracking. It uses one cookie of its own to remember the language you chose, and its fonts
        and icons come from our own server, so no third party is contacted while you browse.
      </p>
      <p>
        With your permission, the site also loads Google Tag Manager (run by Google) and the school’s advertising pixel,
        which measure how families find and use the site and set analytics cookies. They load only after you choose
        “Accept analytics” in the banner at the foot of the page, never before, and never when your browser sends a Do
        Not Track or Global Privacy Control signal. If you decline, nothing is loaded and the site works the same.
      </p>
      <p>
        Your choice and its date are kept in this browser only (its local storage), not sent to us, and we ask again
        after twelve months. To change your mind or withdraw your consent, use “Cookie settings” at the foot of any
        page: declining there removes this site’s analytics cookies and reloads the page without them. Clearing this
        site’s data in your browser also resets the choice.
      </p>

      <h2>Contact our data protection officer</h2>
      <p>
        For any question about your data or to use your rights, write to our data protection officer at
        dpo@coconutcoast.school, or post a letter to the address above. You can also reach the school on {brand.phone}{' '}
        or through the <PageLink to="contact-us">contact form</PageLink>. If we change this policy, the new version
        appears on this page, and families with an open application are told by e-mail.
      </p>
    </>
  );
}
