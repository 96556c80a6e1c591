// Pastoral care (Simplified Chinese): tutors, counselling, wellbeing, safeguarding, health, new students and working with parents.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { officeHours } from '../../data/facts';

export default function PastoralCareBody() {
  return (
    <>
      <h2>了解每个孩子，关爱每个孩子</h2>
      <p>
        孩子在感到安全、被理解、心情愉快时学得最好。在{brand.shortName}
        ，学生关怀不是某个部门的专职工作，而是每位老师每天的责任。我校学生来自众多国家，因此我们也用心了解每个家庭的文化背景，以及移居新国家给孩子带来的种种变化。
      </p>

      <h2>谁在照顾您的孩子</h2>
      <ul>
        <li>
          <strong>班主任</strong>：幼儿部和小学部的班主任每天与孩子相处，是家长的第一联系人。
        </li>
        <li>
          <strong>导师</strong>：中学部导师每天早上与所带班级见面，跟踪每位学生各科的学习情况，并定期进行一对一谈话。
        </li>
        <li>
          <strong>小学部和中学部负责人</strong>：统筹本学部的学生关怀工作，在家庭需要更多帮助时与家长密切合作。
        </li>
        <li>
          <strong>学校心理咨询师</strong>
          ：为感到焦虑、难过或正经历困难时期的学生提供保密的心理支持，并为家长和老师提供建议。
        </li>
      </ul>

      <h2>课程中的身心健康教育</h2>
      <p>
        个人、社会与健康教育（PSHE）课程涵盖友谊、情绪、健康习惯和网络安全；高年级还会讨论人际关系以及如何应对考前压力。我们重视学生的声音：学生会和定期问卷让我们了解学生的感受，以及学校还能在哪些方面做得更好。
      </p>

      <h2>友善与行为规范</h2>
      <p>
        我们的行为要求清晰、积极，对所有人一视同仁。友善的举动会被看见和表扬。我们对欺凌零容忍：每一次报告都会被认真对待、迅速跟进，并及时告知家长。高年级学生还担任低年级同学的伙伴和朋辈导师。
      </p>

      <h2>儿童保护与健康</h2>
      <p>
        全体教职员工均接受过儿童保护培训，并设有专职儿童保护负责人，确保每一项担忧都得到妥善处理，具体做法见
        <PageLink to="school-policies">学校政策</PageLink>
        。校医负责照顾身体不适的孩子，并妥善保管您在<PageLink to="application-form">入学申请表</PageLink>
        中填写的健康记录，包括过敏和用药信息。
      </p>

      <h2>新生适应</h2>
      <p>
        每位新生都会在班上配对一位伙伴，入学头几周后，老师会主动与家长沟通孩子的适应情况。仍在学习英语的孩子由
        <PageLink to="academic-support">EAL团队</PageLink>
        提供支持；即将从小学升入中学的学生，会在暑假前提前参观新教室、认识新老师。
      </p>

      <h2>与我们沟通</h2>
      <p>
        如果孩子有任何烦恼，请尽早告诉我们。您可以直接联系班主任或导师，也可以致电学校办公室：周一至周五
        {officeHours.weekdays.from}–{officeHours.weekdays.to}，周六{officeHours.saturday.from}–{officeHours.saturday.to}
        。您也可以通过<PageLink to="contact-us">在线联系表</PageLink>给我们留言。
      </p>
    </>
  );
}
