// Why choose the school (Simplified Chinese): the reasons families give, from class size to results.
import { Num, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, school } from '../../data/facts';

export default function WhyBody() {
  return (
    <>
      <h2>家长们为什么最终选择了我们</h2>
      <p>
        选择学校是一个家庭最重要的决定之一，尤其是在异国他乡。家长们最常问我们三个问题：老师会真正了解我的孩子吗？孩子能得到充分的挑战吗？孩子在学校会快乐吗？下面是家长们在入学一个学期后，告诉我们当初选择
        {brand.name}的理由。
      </p>

      <h3>小班教学，每个孩子都被看见</h3>
      <p>
        我们有意控制班级规模。这样，老师有时间发现哪个孩子还没听懂，给学有余力的学生更高的挑战，也能与家长细致沟通孩子的进步。每个班级都有一位班主任作为家长的首要联系人；低龄班级还配有助教，全天与老师一起照顾孩子。
      </p>

      <h3>受过英式专业培训的教师</h3>
      <p>
        我们的教师在英国教育体系中接受培训并积累了丰富经验，教授英国早期基础阶段课程（EYFS）、英格兰国家课程，直至 IGCSE
        和 A
        Level。各年级老师共同备课，让孩子的学习逐年衔接、稳步提升。即使将来举家迁往其他国家，孩子也能在世界各地的英式学校无缝衔接。
      </p>

      <h3>从低年级开始的 STEM+ 课程</h3>
      <p>
        我们的 STEM+
        课程把科学、技术、工程和数学与设计、艺术和表达能力融为一体。孩子们动手搭建、编写代码、做实验，并讲解自己的发现——无论是在实验室、设计项目中，还是在
        <PageLink to="stem-expo">STEM 科技展</PageLink>上向家长和来宾展示成果。
      </p>

      <h3>为多语言家庭的孩子提供支持</h3>
      <p>
        很多学生在家里说的不是英语。我们的英语附加语言（EAL）课程分级教学：学生每学期接受评估，达标后升入下一级，完成最高级别后即转入常规英语课堂，与同班同学一起学习。详情请见
        <PageLink to="academic-support">学术支持</PageLink>页面。
      </p>

      <h3>温暖的海岛社区</h3>
      <p>
        我们有来自
        <Num value={school.nations} />
        多个国家的
        <Num value={school.students} />
        多名学生。学校规模足以在学科、体育和艺术方面提供丰富选择，又小到人人彼此熟悉。新家庭入学第一周就会受到班级家长代表的欢迎。想了解家长如何参与校园生活，请看
        <PageLink to="our-community">我们的社区</PageLink>。
      </p>

      <h3>安全、有温度的校园</h3>
      <p>
        我们位于波普的校园只设一个有专人值守的出入口，所有访客均须登记。学校配有校医，执行明确的儿童保护制度，
        <PageLink to="pastoral-care">学生关怀团队</PageLink>熟悉每一个孩子，孩子的小烦恼都能被及早发现、妥善处理。
      </p>

      <h3>打开未来之门的学业成果</h3>
      <p>
        我们的学生参加由国际考试局组织的 IGCSE 和 A Level 考试，这些资格受到全球大学的广泛认可。从 Year 11
        起，每位学生都获得个性化升学指导，我们的毕业生进入了英国、欧洲、亚洲、澳大利亚和北美的
        <PageLink to="university-destination">大学</PageLink>深造。
      </p>

      <h2>从幼儿园到大学，一所学校全程陪伴</h2>
      <table>
        <caption>
          {brand.shortName}的学段设置（{ages.earlyYears.from}至{ages.secondary.to}岁）
        </caption>
        <thead>
          <tr>
            <th scope="col">学段</th>
            <th scope="col">年龄（岁）</th>
            <th scope="col">课程与资格证书</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">幼儿阶段（Early Years）</th>
            <td>
              {ages.earlyYears.from}–{ages.earlyYears.to}
            </td>
            <td>英国早期基础阶段课程（EYFS），在游戏中学习</td>
          </tr>
          <tr>
            <th scope="row">小学（Primary）</th>
            <td>
              {ages.primary.from}–{ages.primary.to}
            </td>
            <td>英格兰国家课程，融入 STEM+ 项目</td>
          </tr>
          <tr>
            <th scope="row">中学（Secondary）</th>
            <td>
              {ages.secondary.from}–{ages.secondary.to}
            </td>
            <td>Key Stage 3，随后是 IGCSE 和 A Level</td>
          </tr>
        </tbody>
      </table>

      <h2>欢迎亲自来看看</h2>
      <p>
        了解一所学校，最好的方式是走进校园。欢迎参加我们的<PageLink to="open-house">开放日</PageLink>，或在家中进行
        <PageLink to="virtual-tour">线上参观</PageLink>；准备好之后，也可以查看
        <PageLink to="apply-now">申请流程</PageLink>。
      </p>
    </>
  );
}
