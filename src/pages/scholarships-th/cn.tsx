// Scholarships for Thai students (Simplified Chinese): moving from the Thai curriculum, Thai language support, documents.
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { ages, officeHours, yearGroups } from '../../data/facts';

export default function ScholarshipsThBody() {
  return (
    <>
      <h2>面向泰国家庭的奖学金</h2>
      <p>
        我们许多优秀学生在苏梅岛和泰国各地长大。本页介绍
        <PageLink to="scholarships">{brand.shortName} 奖学金项目</PageLink>
        如何适用于泰国学生：同样的学术、体育和艺术奖学金，面向 {ages.scholarships.from}–{ages.scholarships.to} 岁（Year{' '}
        {yearGroups.scholarships.from} 至 Year {yearGroups.scholarships.to}
        ）的学生，并解答泰国家长最常问的问题。
      </p>

      <h2>从泰国国家课程转入</h2>
      <p>
        学生按 9 月 1
        日时的年龄编入年级，因此所在年级可能与泰国学校的年级不完全对应。我们会在入学评估时向家长说明分班情况。评估内容为英语和数学，没有“通过”或“不通过”之分。
      </p>
      <ul>
        <li>
          来自泰语授课学校的学生将参加英语支持（EAL）课程。课程分为若干级别，每学期评估一次，达到要求即升级，完成最后一级后转入常规英语课堂。
        </li>
        <li>数学和科学按英国课程用英语授课，老师会特别关注新词汇的理解。</li>
        <li>评审委员会看重学生的潜力和投入，而不只是入学第一天的英语水平。</li>
      </ul>

      <h2>泰语与泰国文化</h2>
      <p>
        泰国学生在课表中继续由泰籍老师教授泰语和泰国文化课程，读写能力和文化素养与英语同步成长。泰国传统节日是校历的一部分，学校的泰语员工也随时乐意用泰语与家长沟通。
      </p>

      <h2>泰国申请人所需文件</h2>
      <ul>
        <li>成绩记录或成绩单（例如 ปพ.1），附英文翻译；</li>
        <li>户口簿（ทะเบียนบ้าน）及父母的泰国身份证（บัตรประชาชน）；</li>
        <li>孩子的出生证明（สูติบัตร）；</li>
        <li>获奖证书和作品集（选交）。</li>
      </ul>

      <h2>如何申请</h2>
      <ol>
        <li>
          {brand.shortName} 在校生请填写<PageLink to="internal-scholarship-form">校内奖学金申请表</PageLink>。
        </li>
        <li>
          新生请填写<PageLink to="scholarship-form">奖学金申请表</PageLink>，并同时按照
          <PageLink to="apply-now">入学申请流程</PageLink>申请学位。
        </li>
        <li>
          希望用泰语沟通？请在<PageLink to="contact-app">入学咨询表</PageLink>
          中选择泰语作为联系语言，或前往招生办公室：周一至周五 {officeHours.weekdays.from}–{officeHours.weekdays.to}
          ，周六 {officeHours.saturday.from}–{officeHours.saturday.to}。
        </li>
      </ol>
    </>
  );
}
