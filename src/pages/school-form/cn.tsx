// School forms (Simplified Chinese): the forms parents use during the year, and how to obtain and return them.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { officeHours, oneOffFees, visa } from '../../data/facts';

export default function SchoolFormBody() {
  return (
    <>
      <h2>如何领取和交回表格</h2>
      <p>
        本页提到的所有表格都可以在学校办公室领取，也可以请班主任或导师让孩子带回家。您也可以发邮件至 {brand.email}
        ，我们会把最新版本发给您，方便打印或直接在电脑上填写。办公室开放时间为周一至周五 {officeHours.weekdays.from}–
        {officeHours.weekdays.to}，周六 {officeHours.saturday.from}–{officeHours.saturday.to}。
      </p>
      <p>填好的表格可以通过以下任一方式交回：</p>
      <ul>
        <li>亲自交到学校办公室，我们会盖上收件日期章，如有需要可为您复印一份留存；</li>
        <li>装入写有孩子姓名和班级的密封信封，交给班主任或导师；</li>
        <li>清晰扫描或拍照后通过电子邮件发送，须由申请表上登记的家长或监护人签名。</li>
      </ul>
      <p>表格可用英文或泰文填写。请妥善保存您签署的每一份文件的副本。</p>

      <h2>学年中常用的表格</h2>

      <h3>请假通知</h3>
      <p>
        孩子生病时，请在缺勤第一天早上以及之后每一天致电或发消息告知办公室，让班主任确认孩子平安。如有事先安排的缺勤，例如到岛外就医或家庭重要活动，请尽早填写请假申请表。学期中的事假只有在特殊情况下才会获得校长批准，具体原因请参阅我们的
        <PageLink to="school-policies">考勤政策</PageLink>。
      </p>

      <h3>医疗同意书及健康信息更新</h3>
      <p>
        您在申请时填写的学生健康档案由校医保管。请在每学年开始时，以及出现新的过敏、确诊疾病、接种疫苗或需要长期服药等变化时，及时更新信息。如果孩子在校期间需要服药，请填写用药同意书，并将药品连同原包装、写明孩子姓名后交到办公室。您也可以在健康表上勾选相应选项，拒绝孩子在校期间服用任何药物；这种情况下，校医在用药前一定会先打电话与您联系。
      </p>

      <h3>外出活动同意书</h3>
      <p>
        每学年开始时，我们会请家长签署一份同意书，用于乘校车或步行前往岛上附近地点的短途活动。过夜或住宿的研学活动、乘船出行及其他校外活动，都会另发通知和专门的同意书，其中需要填写紧急联系人、饮食禁忌以及带队老师应了解的健康信息。请在通知所写的截止日期前交回，以便我们及时向活动场地确认人数。
      </p>

      <h3>校服订购表</h3>
      <p>
        校服通过学校办公室订购，订购表上列出了各个学段的全部校服款式、尺码以及体育课和游泳课服装。订好的校服可在办公室领取，新生家庭还可以在开学前来试穿尺码。请在每件校服上写好孩子的姓名。
      </p>

      <h3>退学通知</h3>
      <p>
        如孩子将离开{brand.shortName}
        ，家长或监护人须提前一整个学期提交签字的书面退学通知，且通知须在孩子就读的最后一个学期开学前送达学校。按时通知并结清所有费用后，学校将退还{' '}
        <Money amount={oneOffFees.securityDeposit} /> 的保证金；完整的退费规定请见
        <PageLink to="school-fees">学费</PageLink>页面。
      </p>
      <p>
        您可以在退学通知中申请离校证明、成绩报告单以及供新学校使用的在读证明；在读证明最多需要
        {visa.studentCertificateWorkingDays}
        个工作日办理。如果孩子持有由学校担保的学生签证，离校时须注销该签证，详见
        <PageLink to="visa-information">签证信息</PageLink>
        页面。
      </p>

      <h2>在线填写的表格</h2>
      <p>
        部分表格可直接在本网站上填写。填写时草稿会保存在您的设备上，因此可以分几天完成，即使网络不稳定也能顺利提交：
      </p>
      <ul>
        <li>
          <PageLink to="application-form">在线入学申请表</PageLink>：适用于新生，包括在读学生的兄弟姐妹；
        </li>
        <li>
          <PageLink to="bus-registration">校车登记表</PageLink>；
        </li>
        <li>
          面向新生的<PageLink to="scholarship-form">奖学金申请表</PageLink>，以及面向在读学生的
          <PageLink to="internal-scholarship-form">校内奖学金申请表</PageLink>；
        </li>
        <li>
          其他任何事宜，请使用<PageLink to="contact-us">在线联系表</PageLink>。
        </li>
      </ul>
    </>
  );
}
