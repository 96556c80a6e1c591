// University destinations (Simplified Chinese): where graduates study, by region, and guidance in Years 11 to 13.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';

export default function UniversityDestinationBody() {
  return (
    <>
      <h2>我们的毕业生去了哪里</h2>
      <p>
        IGCSE 和 A Level 是全球认可度最高的中学阶段资格证书之一，让{brand.shortName}
        的学生在国家和专业上都拥有真正的选择。我们的毕业生曾进入下列大学深造；以下为常见去向示例，并非完整名单。
      </p>
      <table>
        <caption>{brand.shortName}毕业生常见升学去向（按地区）</caption>
        <thead>
          <tr>
            <th scope="col">地区</th>
            <th scope="col">代表院校</th>
            <th scope="col">热门专业</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">英国</th>
            <td>爱丁堡大学、曼彻斯特大学、伦敦国王学院、埃克塞特大学</td>
            <td>医学、工程、法律、经济学</td>
          </tr>
          <tr>
            <th scope="row">欧洲</th>
            <td>阿姆斯特丹大学、马斯特里赫特大学、IE 大学（马德里）、都柏林圣三一学院</td>
            <td>国际商务、心理学、国际关系</td>
          </tr>
          <tr>
            <th scope="row">澳大利亚和新西兰</th>
            <td>墨尔本大学、昆士兰大学、莫纳什大学、奥克兰大学</td>
            <td>海洋科学、建筑学、健康科学</td>
          </tr>
          <tr>
            <th scope="row">北美</th>
            <td>多伦多大学、英属哥伦比亚大学、麦吉尔大学、波士顿大学</td>
            <td>计算机科学、文理学科、商科</td>
          </tr>
          <tr>
            <th scope="row">亚洲（含泰国）</th>
            <td>朱拉隆功大学、玛希隆大学国际学院、新加坡国立大学、香港大学</td>
            <td>酒店管理、工程、医学，以及英语授课的国际课程</td>
          </tr>
        </tbody>
      </table>

      <h2>Year 11 至 Year 13 的升学指导</h2>
      <p>
        选择去哪里读、读什么，是人生中的重要决定，孩子不必独自面对。我们的升学与职业指导起步早、因人而异，并在每个环节邀请家长参与。
      </p>
      <h3>Year 11：选好 A Level 科目</h3>
      <p>
        在备考 IGCSE
        的同时，每位学生都会与升学顾问进行一对一面谈，讨论自己的优势、兴趣和可能的职业方向。我们帮助学生选择合适的 A
        Level 科目，为将来想读的专业保留更多可能。
      </p>
      <h3>Year 12：调研与积累经验</h3>
      <ul>
        <li>研究各国的专业与院校，比较入学要求；</li>
        <li>
          在<PageLink to="industry-talk">行业讲座</PageLink>上聆听业内人士分享，并在岛上安排工作实习；
        </li>
        <li>通过线上或实地参观了解大学，开始撰写个人陈述初稿；</li>
        <li>为家长举办升学说明会，介绍申请流程、费用和时间安排。</li>
      </ul>
      <h3>Year 13：递交申请，收获录取</h3>
      <p>
        升学指导团队全程支持每一份申请：无论是通过 UCAS
        申请英国大学，直接申请欧洲、亚洲和澳大利亚的大学，还是通过美国和加拿大的申请系统。老师会撰写详尽的推荐信，学生会练习面试并准备入学考试。我们也会协助家庭寻找大学奖学金机会。
      </p>

      <h2>了解更多</h2>
      <p>
        关于 IGCSE 和 A Level 的学习，请见<PageLink to="secondary-school">中学部</PageLink>页面；关于
        {brand.shortName}的奖学金，请见<PageLink to="scholarships">奖学金</PageLink>
        页面。如需与我们的团队探讨孩子的升学规划，请
        <PageLink to="contact-us">联系我们</PageLink>。
      </p>
    </>
  );
}
