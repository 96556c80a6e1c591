// Our community (Simplified Chinese): parents, teachers, alumni and island partners, and how families take part.
import { Num, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { school } from '../../data/facts';

export default function OurCommunityBody() {
  return (
    <>
      <h2>像村庄一样温暖的学校</h2>
      <p>
        {brand.shortName}的社区由来自
        <Num value={school.nations} />
        多个国家的家庭组成。许多家庭因为工作或追求新的生活方式来到苏梅岛，也有不少泰国家庭希望孩子在家门口接受国际教育。无论是什么让您来到这里，您都会遇到还记得初来乍到是什么滋味、并乐于伸出援手的家长。
      </p>

      <h2>家长如何参与</h2>
      <h3>Friends of {brand.shortName} 家长协会</h3>
      <p>
        每个家庭都自动成为家长协会的一员。志愿者们组织早间咖啡聚会、二手校服义卖以及学校的大型庆典活动，筹得的款项用于学生自己选择的项目，从新的游乐设施到图书馆新书。
      </p>
      <h3>班级家长代表</h3>
      <p>每个班级有一到两位家长代表，负责迎接新家庭、在班级群里分享消息，并把家长的问题和建议转达给老师。</p>
      <h3>分享您的专业</h3>
      <p>
        我们的家长中有医生、厨师、工程师、潜水教练和企业家。很多家长会来给孩子们读书、开设社团，或在
        <PageLink to="industry-talk">行业讲座</PageLink>上分享，让中学生直接了解各行各业的真实情况。
      </p>

      <h2>一起过节</h2>
      <ul>
        <li>国际日：各国家庭分享家乡的美食、音乐和传统服饰；</li>
        <li>水灯节和泼水节：与泰国教职员工和家庭一起庆祝；</li>
        <li>冬季音乐会、运动会和学年结业庆典；</li>
        <li>
          面向家长和学校朋友开放的<PageLink to="stem-expo">STEM 科技展</PageLink>。
        </li>
      </ul>

      <h2>校友与岛上合作伙伴</h2>
      <p>
        毕业生离校多年后依然与学校保持联系。他们回校分享大学生活，指导正在选择 A Level
        科目的学弟学妹，回岛探亲时也会参加校友聚会。
      </p>
      <p>
        我们还与苏梅岛的本地企业、度假酒店和环保团体合作。学生们参与海滩清洁、珊瑚礁保护和回收项目，并进行工作实践，从中体会到学校是周边社区的一部分。
      </p>

      <h2>保持沟通</h2>
      <p>
        老师会定期向家长通报学习情况，<PageLink to="news-updates">新闻动态</PageLink>
        页面则展示全校的最新活动。有任何问题，随时欢迎<PageLink to="contact-us">联系我们</PageLink>
        ，我们会为您对接合适的老师或部门。
      </p>
    </>
  );
}
