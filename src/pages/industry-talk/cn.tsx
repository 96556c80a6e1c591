// Industry talks (Simplified Chinese): who comes to speak, what a session looks like, how talks feed into subject and university choices, and how to take part.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function IndustryTalkBody() {
  return (
    <>
      <h2>向一线从业者学习</h2>
      <p>
        课本可以讲解医院或酒店如何运作，但只有护士或酒店经理才能告诉你真实的工作是什么样子。行业讲座把各行各业的专业人士请进校园，让
        {brand.shortName}
        的学生了解真实的职业、坦率地提出问题，并开始描绘自己的未来。讲座全年举行，主要面向中学生；低年级则有简短的“身边的帮助者”职业体验活动。
      </p>

      <h2>谁来做讲座</h2>
      <ul>
        <li>
          <strong>旅游与酒店业：</strong>度假村经理、厨师、潜水教练和活动策划师——来自苏梅岛最大的支柱产业。
        </li>
        <li>
          <strong>医疗与健康：</strong>医生、护士、牙医和物理治疗师。
        </li>
        <li>
          <strong>工程与建筑：</strong>土木和电气工程师、建筑师以及可再生能源专家。
        </li>
        <li>
          <strong>科技：</strong>软件开发者、设计师、数据分析师和数字营销人员。
        </li>
        <li>
          <strong>环境与海洋科学：</strong>在泰国湾珊瑚礁和海岸线一线工作的环保人士与研究人员。
        </li>
        <li>
          <strong>商业与法律：</strong>创业者、会计师和律师，其中不少是我校学生的家长。
        </li>
      </ul>

      <h2>讲座是什么样的</h2>
      <p>
        每场讲座简短而实用。嘉宾会介绍自己的入行经历、典型的一天以及最重要的技能，随后学生提问，通常分成小组进行。嘉宾还会尽可能带来可以动手体验的东西：一件诊断工具、一份设计任务书，或一个来自工作现场的真实难题。学生会提前准备问题，讲座后在导师课上进行反思与讨论。
      </p>

      <h2>从讲座到选择</h2>
      <p>
        讲座围绕学生面临的重要抉择来安排：9年级选择IGCSE科目、11年级选择A
        Level科目，以及高中阶段选择大学专业。升学指导团队会与学生进行个别跟进谈话，帮助他们在岛上寻找职业见习（work
        shadowing）机会，并为大学申请提供支持。详见<PageLink to="secondary-school">中学部</PageLink>和
        <PageLink to="university-destination">升学去向</PageLink>页面。
      </p>

      <h2>欢迎您来分享</h2>
      <p>
        我们随时欢迎愿意与学生分享工作经历的家长和苏梅岛社区人士。请<PageLink to="contact-us">联系我们</PageLink>
        ，告诉我们您所在的行业，并简单介绍您的职业经历。
      </p>
    </>
  );
}
