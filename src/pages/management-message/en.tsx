// Message from the management team (English): a signed welcome from the Head of School.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, officeHours } from '../../data/facts';

export default function ManagementMessageBody() {
  return (
    <>
      <h2>Welcome from our Head of School</h2>
      <p>Dear parents and students,</p>
      <p>
        Thank you for your interest in {brand.name}. Whether you already live on {brand.island} or are planning a move
        from the other side of the world, I hope these pages give you a real sense of our school: a place where children
        from many countries learn together, are known as individuals and are encouraged to aim high.
      </p>
      <p>
        A good international school gives children two things at once. The first is a rigorous, recognised education:
        ours follows the British curriculum from the Early Years Foundation Stage to IGCSE and A Level, with
        examinations set by an international examinations board. The second is a sense of belonging. Children learn best
        when they feel safe, when adults take the time to know them, and when their home language and culture are valued
        rather than left at the gate.
      </p>
      <p>
        I read every application that reaches us, and I send each offer of a place myself. When a child has particular
        learning needs, I meet the family personally, because we want to be sure, together, that we can give that child
        the support they deserve. Honest conversations at the start make for happy years afterwards.
      </p>

      <h3>What we promise every family</h3>
      <ul>
        <li>Teachers who know your child, and who tell you clearly how they are doing.</li>
        <li>
          High expectations for every learner, from age {ages.earlyYears.from} to {ages.secondary.to}.
        </li>
        <li>Care for wellbeing that is as serious as our care for results.</li>
        <li>An open door: if something worries you, we want to hear about it early.</li>
      </ul>

      <h3>The management team</h3>
      <p>
        I lead the school with a team that brings together decades of experience in British and international education:
      </p>
      <ul>
        <li>the Deputy Head, responsible for teaching, learning and the curriculum;</li>
        <li>the Heads of Early Years, Primary and Secondary, who know each stage inside out;</li>
        <li>the Head of Pastoral Care, who leads safeguarding and wellbeing;</li>
        <li>the Admissions and Business Managers, who look after families from the first enquiry to graduation.</li>
      </ul>
      <p>
        Our office is open from {officeHours.weekdays.from} to {officeHours.weekdays.to} Monday to Friday, and from{' '}
        {officeHours.saturday.from} to {officeHours.saturday.to} on Saturday. The best way to know whether{' '}
        {brand.shortName} is right for your child is to visit: please join us at an{' '}
        <PageLink to="open-house">open house</PageLink> or <PageLink to="contact-us">contact us</PageLink> to arrange a
        time that suits you.
      </p>
      <p>I look forward to welcoming you.</p>
      <p>
        Warm regards,
        <br />
        <strong>Dr Helen Marsh</strong>
        <br />
        Head of School, on behalf of the management team
      </p>
    </>
  );
}
