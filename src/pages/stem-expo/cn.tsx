// STEM Expo (Simplified Chinese): what the annual expo is, what visitors see, how a project is made, judging and visiting.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function StemExpoBody() {
  return (
    <>
      <h2>学生给大人上课的一天</h2>
      <p>
        每年有一天，学校礼堂、科学实验室和风雨连廊里摆满了展台、机器人、模型和海报。{brand.shortName}{' '}
        STEM博览会是STEM+课程的年度高潮：从1年级到13年级，每个班级都会展示历时数周完成的作品，并由学生亲自向家长、来宾和评委讲解。这是充满自豪感的一天，也是好问题层出不穷的一天。
      </p>

      <h2>您将看到</h2>
      <ul>
        <li>
          <strong>幼儿部与小学部：</strong>
          沉浮小船、植物生长实验、简单电路和可编程地面机器人，孩子们讲解时热情洋溢。
        </li>
        <li>
          <strong>初中阶段：</strong>桥梁、风力发电机、净水器等设计制作挑战，当着观众的面现场测试。
        </li>
        <li>
          <strong>IGCSE与A Level阶段：</strong>
          独立研究项目，从珊瑚礁水质、苏梅岛海滩塑料垃圾，到手机应用开发和数据分析。
        </li>
        <li>
          <strong>海岛课题：</strong>围绕能源、垃圾、水资源和旅游等身边问题开展的项目，其中不少创意真正能为海岛所用。
        </li>
      </ul>

      <h2>从一个问题到一个展台</h2>
      <ol>
        <li>学生独立或以小组形式，选定一个问题或课题。</li>
        <li>查阅资料，设计实验或制作方案，并与老师确定计划。</li>
        <li>在STEM+课和社团活动中动手制作、测试、失败、改进、再测试。</li>
        <li>准备海报或模型，练习用清晰的英语讲解自己的作品。</li>
        <li>博览会当天向来宾展示作品，并回答评委提问。</li>
      </ol>

      <h2>评审与奖项</h2>
      <p>
        评委由我校教师以及来自本地企业、医疗和工程领域的嘉宾组成。他们既看成品，更看思考过程：问题是否清晰、实验是否公平、结果是否真实，以及学生在遇到失败时学到了什么。各年龄组均设奖项，最优秀的项目将代表学校参加校际科学展（详见
        <PageLink to="competitions">竞赛</PageLink>）。
      </p>

      <h2>欢迎参观</h2>
      <p>
        STEM博览会向全体在校家庭开放，也热烈欢迎有意入学的家庭前来参观——这是了解我校学生如何学习的最佳方式之一。具体日期将公布在
        <PageLink to="school-calendar">校历</PageLink>和<PageLink to="news-updates">新闻动态</PageLink>
        中。如需参加，请<PageLink to="contact-us">联系学校办公室</PageLink>，或查看
        <PageLink to="open-house">开放日</PageLink>安排。关于STEM+课程的更多介绍，请见
        <PageLink to="curriculum">课程设置</PageLink>页面。
      </p>
    </>
  );
}
