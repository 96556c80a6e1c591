// Scholarships (Simplified Chinese): who can apply, the three kinds, internal and external routes, documents and selection.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, yearGroups } from '../../data/facts';

export default function ScholarshipsBody() {
  return (
    <>
      <h2>申请资格</h2>
      <p>
        {brand.name} 奖学金面向 {ages.scholarships.from}–{ages.scholarships.to} 岁、Year {yearGroups.scholarships.from}{' '}
        至 Year {yearGroups.scholarships.to}{' '}
        的学生。我们希望发现在某一领域已表现出真正热情与坚持、并愿意在课堂、球场或舞台上与同学分享的孩子。奖学金以减免学费的形式发放，具体金额由评审委员会根据每位学生的情况确定。
      </p>

      <h2>三类奖学金</h2>
      <h3>学术奖学金</h3>
      <p>面向各科成绩优异，或在数学、科学、语言等某一学科表现突出，并乐于在学校 STEM+ 课程中接受更高挑战的学生。</p>
      <h3>体育奖学金</h3>
      <p>面向坚持系统训练、代表俱乐部、苏梅岛或国家参赛，并在团队合作与体育精神方面树立榜样的学生。</p>
      <h3>艺术奖学金</h3>
      <p>面向能够展示作品或演出成果的小音乐家、小画家、小演员和舞者。</p>

      <h2>在校生与新生</h2>
      <ul>
        <li>
          <strong>校内奖学金：</strong>面向已在 {brand.shortName} 就读的学生，请填写
          <PageLink to="internal-scholarship-form">校内奖学金申请表</PageLink>。
        </li>
        <li>
          <strong>校外奖学金：</strong>面向从其他学校转入的新生，请填写
          <PageLink to="scholarship-form">奖学金申请表</PageLink>，同时按照
          <PageLink to="apply-now">入学申请流程</PageLink>申请学位。
        </li>
      </ul>
      <p>
        泰国家庭可在<PageLink to="scholarships-th">泰国学生奖学金</PageLink>
        页面了解同一项目，以及泰国课程转学和所需文件的说明。
      </p>

      <h2>申请材料</h2>
      <ul>
        <li>学生在校成绩记录或成绩单（必交）；</li>
        <li>获奖证书、奖牌、比赛成绩等荣誉证明（选交）；</li>
        <li>作品集：美术作品、音频、视频或运动成绩记录（选交）。</li>
      </ul>

      <h2>评选与年度复核</h2>
      <ol>
        <li>评审委员会按照统一标准审阅所有材料齐全的申请。</li>
        <li>进入候选名单的学生将受邀参加面谈，并视类别参加试训、试演或作品展示。</li>
        <li>评审结果通过电子邮件通知家长。</li>
        <li>奖学金每年复核一次，考察学生的努力程度、品行表现以及对学校生活的贡献。</li>
      </ol>
    </>
  );
}
