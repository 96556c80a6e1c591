// Message from the management team (Simplified Chinese): a signed welcome from the Head of School.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, officeHours } from '../../data/facts';

export default function ManagementMessageBody() {
  return (
    <>
      <h2>校长致辞</h2>
      <p>尊敬的家长、亲爱的同学们：</p>
      <p>
        感谢您关注{brand.name}
        。无论您已在苏梅岛安家，还是正计划从世界另一端举家迁来，我都希望这个网站能让您真切地感受到我们的学校：在这里，来自许多国家的孩子一起学习，每个人都作为独特的个体被了解，并被鼓励追求更高的目标。
      </p>
      <p>
        一所好的国际学校，要同时给孩子两样东西。第一是严谨而被广泛认可的教育：我们从早期基础阶段（EYFS）到 IGCSE 和 A
        Level
        全程采用英国课程，考试由国际考试局组织。第二是归属感。孩子在感到安全、被大人真正了解、自己的母语和家庭文化受到尊重而不是被挡在校门外的时候，学得最好。
      </p>
      <p>
        每一份寄到学校的入学申请，我都会亲自阅读；每一封录取通知，也都由我亲自发出。如果孩子有特殊的学习需求，我会亲自与家长见面，共同确认我们能够为孩子提供应有的支持。一开始坦诚沟通，才能换来之后多年愉快的校园生活。
      </p>

      <h3>我们对每个家庭的承诺</h3>
      <ul>
        <li>老师了解您的孩子，并清楚地告诉您孩子的学习情况。</li>
        <li>
          对{ages.earlyYears.from}至{ages.secondary.to}岁的每一位学生都抱有高期望。
        </li>
        <li>像重视学业成绩一样重视孩子的身心健康。</li>
        <li>我们的大门始终敞开：如有任何担心，请尽早告诉我们。</li>
      </ul>

      <h3>管理团队</h3>
      <p>我与一支在英国及国际教育领域经验丰富的团队一起管理学校：</p>
      <ul>
        <li>副校长，负责教学与课程；</li>
        <li>幼儿部、小学部和中学部主任，对各学段了如指掌；</li>
        <li>学生关怀主任，负责儿童保护与学生身心健康；</li>
        <li>招生经理和行政经理，从第一次咨询到毕业全程服务每个家庭。</li>
      </ul>
      <p>
        学校办公室的开放时间为周一至周五 {officeHours.weekdays.from}–{officeHours.weekdays.to}，周六{' '}
        {officeHours.saturday.from}–{officeHours.saturday.to}。想知道{brand.shortName}
        是否适合您的孩子，最好的办法就是亲自来看看：欢迎参加<PageLink to="open-house">开放日</PageLink>，或
        <PageLink to="contact-us">联系我们</PageLink>预约您方便的时间。
      </p>
      <p>期待与您见面！</p>
      <p>
        此致
        <br />
        敬礼
        <br />
        <strong>海伦·马什博士（Dr Helen Marsh）</strong>
        <br />
        校长，谨代表管理团队
      </p>
    </>
  );
}
