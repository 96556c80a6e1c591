// Open house (Simplified Chinese): when the open mornings are, what families see, and starting an application on the day.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { officeHours, oneOffFees } from '../../data/facts';

export default function OpenHouseBody() {
  return (
    <>
      <h2>开放日时间</h2>
      <p>
        {brand.name}的开放日定于<strong>每月第一个星期六上午10:00–12:00</strong>
        。无需提前报名，直接到接待处即可，招生团队会在那里迎接您。如果您提前告知我们，我们会安排孩子所在年级的老师专门与您交流。
      </p>
      <p>
        如果当月第一个星期六正值学校假期（请查看<PageLink to="school-calendar">校历</PageLink>
        ），我们很乐意为您另行安排个别参观。
      </p>

      <h2>开放日当天的安排</h2>
      <ol>
        <li>
          <strong>欢迎致辞：</strong>由校长或学校领导简要介绍学校，并留出时间答疑。
        </li>
        <li>
          <strong>学生带队参观：</strong>
          高年级学生带您参观教室、科学实验室、图书馆、游泳池、运动场和寄宿别墅；您问他们的真实感受，他们也会坦诚回答。
        </li>
        <li>
          <strong>孩子的体验课：</strong>在您与老师交流的同时，老师们会为孩子安排简短的课程和活动，让孩子亲身体验
          {brand.shortName}的课堂。
        </li>
        <li>
          <strong>与老师见面：</strong>和班主任、各学段负责人以及英语支持团队聊一聊孩子入学后如何适应。
        </li>
        <li>
          <strong>招生、学费与签证：</strong>招生团队为您讲解申请流程、<PageLink to="school-fees">学费</PageLink>、
          <PageLink to="school-bus">校车</PageLink>以及<PageLink to="visa-information">学生签证和陪读家长签证</PageLink>
          。
        </li>
      </ol>

      <h2>当天即可开始申请</h2>
      <p>
        如果您已经决定，离校前就可以开始填写申请。招生团队备有平板电脑，即使 Wi-Fi
        信号不好，申请表也能照常填写：您填写的内容会先保存在平板上，网络恢复后立即发送给学校。申请费（
        <Money amount={oneOffFees.application} />
        ）已包含孩子的入学评估。
      </p>
      <p>建议随身携带或在手机中准备好：</p>
      <ul>
        <li>孩子近期的护照规格照片；</li>
        <li>孩子的出生证明，以及最近一份成绩单或学校报告的英文译本；</li>
        <li>父母双方的身份证或护照；</li>
        <li>泰国户籍册（泰国家庭）或当前有效签证。</li>
      </ul>
      <p>
        材料不齐也没关系，可以先开始申请，其余材料之后补交；材料齐全后我们会立即审核。您也可以回家后填写
        <PageLink to="application-form">在线申请表</PageLink>，填写过程中草稿会自动保存。
      </p>

      <h2>周六不方便？</h2>
      <p>
        我们在工作日同样欢迎来访。请<PageLink to="contact-us">联系我们</PageLink>预约个别参观，时间为周一至周五{' '}
        {officeHours.weekdays.from}–{officeHours.weekdays.to}；也可以先进行
        <PageLink to="virtual-tour">线上参观</PageLink>。
      </p>
    </>
  );
}
