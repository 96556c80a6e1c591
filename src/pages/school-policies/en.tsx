// Whole-school policies (English): safeguarding, behaviour, anti-bullying, health and safety, medication, complaints, attendance.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { insurance, timetable } from '../../data/facts';

export default function SchoolPoliciesBody() {
  return (
    <>
      <h2>Safeguarding and child protection</h2>
      <p>
        Every child has the right to be safe. Our Designated Safeguarding Lead and deputies are senior staff trained to
        act on any concern, and every adult who works with children at {brand.shortName} is checked before appointment
        and trained every year. Visitors sign in at reception and wear a visitor’s badge; contractors are supervised on
        site. If a child tells an adult something worrying, the adult listens, records it and passes it on the same day.
        We work with families and, where the law requires it, with the Thai authorities. If you are worried about any
        child, please speak to the Designated Safeguarding Lead or the Head of School straight away.
      </p>

      <h2>Behaviour</h2>
      <p>
        We expect pupils to be kind, honest and ready to learn, and we notice and praise it when they are. Clear class
        routines, house points and certificates reward good choices. When things go wrong, staff respond calmly and in
        proportion: a reminder, a conversation to put things right, time to reflect, and for serious or repeated
        behaviour a meeting with parents and a plan agreed together. Exclusion is a last resort, decided only by the
        Head of School.
      </p>

      <h2>Anti-bullying</h2>
      <p>
        Bullying is behaviour that deliberately hurts someone, again and again, where the other person finds it hard to
        defend themselves. It can be physical, verbal, social or online, and it is never accepted here.
      </p>
      <ul>
        <li>
          Pupils can tell any adult, their form tutor or a trusted older student; younger children use a worry box.
        </li>
        <li>Every report is taken seriously, looked into promptly and recorded, and parents on both sides are told.</li>
        <li>We support the child who was hurt and help the child who caused harm to change their behaviour.</li>
        <li>Online bullying between pupils is dealt with even when it happens outside school hours.</li>
      </ul>

      <h2>Health and safety</h2>
      <p>
        The school nurse is on site throughout the school day, and many staff hold first-aid certificates. In the
        tropical heat we plan for sun and water: hats outdoors, shaded play areas, regular drinks, and outdoor PE moved
        indoors or to cooler times when the heat or UV is high. Swimming is always supervised by qualified staff. Fire
        and evacuation drills are held every term, and every trip has a risk assessment. Each pupil has accident
        insurance of up to <Money amount={insurance.accidentCoverPerIncident} /> per incident; it can take up to{' '}
        {insurance.startsWithinWeeks} weeks to start, so please keep your own cover in place in the meantime.
      </p>

      <h2>Medication</h2>
      <p>
        Medicine is given in school only by the nurse or a trained member of staff, and only with a parent’s signed
        consent. It must come to the office in its original packaging with the pharmacy label and your child’s name;
        pupils should not carry medicine in their bags, except inhalers and adrenaline pens agreed with the nurse. Every
        dose is recorded. Parents can refuse any medication at school by ticking the box on the health form; if your
        child then becomes unwell, we call you to decide what to do. The forms are on the{' '}
        <PageLink to="school-form">school forms</PageLink> page.
      </p>

      <h2>Attendance</h2>
      <p>
        Children learn best when they are in school every day and on time. Please tell the office on the first morning
        of any absence, and book holidays outside term time; the dates are on the{' '}
        <PageLink to="school-calendar">school calendar</PageLink>. If attendance starts to slip, the form tutor contacts
        you so that we can solve the problem together. For pupils on a student visa, the school keeps accurate
        attendance records, as Thai immigration rules expect; see{' '}
        <PageLink to="visa-information">visa information</PageLink>. Primary pupils who stay for activities are
        collected at {timetable.primaryEcaEnd}.
      </p>

      <h2>Complaints procedure</h2>
      <p>
        Most concerns are solved quickly by talking to the right person. If yours is not, the procedure has clear
        stages:
      </p>
      <ol>
        <li>Speak to your child’s class teacher or form tutor, in person, by phone or by e-mail.</li>
        <li>If the concern remains, contact the head of the school section, who will meet you and reply in writing.</li>
        <li>
          If you are still not satisfied, write to the Head of School, who will look into the matter and give a written
          decision.
        </li>
        <li>
          As a final stage, the Head of School refers the complaint to the school’s board for an independent review.
        </li>
      </ol>
      <p>
        Complaints are handled confidentially and fairly, and raising one never affects how your child is treated. To
        begin, use the <PageLink to="contact-us">contact form</PageLink> or write to {brand.email}. Our teaching and
        learning policies are on the <PageLink to="educational-policies">educational policies</PageLink> page.
      </p>
      <p>
        These are summaries of how {brand.shortName} keeps children safe, happy and learning. The full policy documents
        are available from the school office, and any member of staff will gladly explain them.
      </p>
    </>
  );
}
