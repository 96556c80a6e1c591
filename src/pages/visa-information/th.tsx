// Visa information (Thai): student and guardian visas, bank balance, documents, timing and the 90-day report.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { visa } from '../../data/facts';

export default function VisaInformationBody() {
  return (
    <>
      <h2>วีซ่านักเรียนและวีซ่าผู้ปกครอง</h2>
      <p>
        ครอบครัวต่างชาติส่วนใหญ่ของ {brand.shortName} พำนักบนเกาะสมุยด้วยวีซ่านักเรียนสำหรับบุตร และวีซ่าผู้ปกครองสำหรับบิดาหรือมารดา
        โดยมีโรงเรียนเป็นผู้สนับสนุน ทีมงานด้านวีซ่าของเราจะจัดเตรียมหนังสือรับรองจากโรงเรียน ตรวจเอกสารร่วมกับท่าน
        และอธิบายทุกขั้นตอนอย่างละเอียด
      </p>
      <ul>
        <li>นักเรียนขอวีซ่านักเรียนได้เมื่ออายุครบ {visa.minAgeOnFirstSeptember} ปี ภายในหรือก่อนวันที่ 1 กันยายนของปีการศึกษานั้น</li>
        <li>
          นักเรียนหนึ่งคนสามารถสนับสนุนวีซ่าผู้ปกครองได้ <strong>{visa.parentVisasPerChild}</strong> วีซ่า
        </li>
        <li>โรงเรียนออกหนังสือรับรองการเป็นนักเรียนภายใน {visa.studentCertificateWorkingDays} วันทำการหลังได้รับคำขอ</li>
      </ul>

      <h2>เงินในบัญชีธนาคารและค่าธรรมเนียมวีซ่า</h2>
      <p>
        ผู้ปกครองต้องมีเงินฝากในบัญชีธนาคารในประเทศไทย <Money amount={visa.bankBalancePerParentVisa} /> ต่อวีซ่าผู้ปกครองหนึ่งวีซ่า
        โดยต้องคงยอดไว้ไม่น้อยกว่า {visa.balanceHeldDaysBeforeApplication} วันก่อนยื่นขอครั้งแรกหรือขอขยายระยะเวลา และไม่น้อยกว่า{' '}
        {visa.balanceHeldMonthsBeforeRenewal} เดือนก่อนการต่ออายุ
      </p>
      <p>
        กรณีไม่ได้ชำระค่าเล่าเรียนเต็มปีการศึกษา โรงเรียนจะเรียกเก็บค่าธรรมเนียม <Money amount={visa.feePerParentVisaIfNotFullYear} />{' '}
        ต่อวีซ่าผู้ปกครองหนึ่งวีซ่าต่อปี
      </p>

      <h2>รายการเอกสารที่ต้องเตรียม</h2>
      <table>
        <caption>สิ่งที่ต้องเตรียมสำหรับการยื่นขอวีซ่าแต่ละครั้ง</caption>
        <thead>
          <tr>
            <th scope="col">รายการ</th>
            <th scope="col">ข้อกำหนด</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">หนังสือเดินทาง</th>
            <td>
              มีหน้าว่างอย่างน้อย {visa.passportBlankPages} หน้า และมีอายุเหลือไม่น้อยกว่า {visa.passportValidMonths} เดือน
            </td>
          </tr>
          <tr>
            <th scope="row">รูปถ่าย</th>
            <td>
              {visa.photos} รูป ขนาด {visa.photoSizeCm} ซม.
            </td>
          </tr>
          <tr>
            <th scope="row">เงินในบัญชี (ผู้ปกครอง)</th>
            <td>
              <Money amount={visa.bankBalancePerParentVisa} /> ต่อวีซ่าผู้ปกครอง ตามระยะเวลาที่ระบุข้างต้น
            </td>
          </tr>
          <tr>
            <th scope="row">หนังสือจากโรงเรียนและหนังสือรับรองการเป็นนักเรียน</th>
            <td>ออกโดยทีมงานด้านวีซ่า ภายใน {visa.studentCertificateWorkingDays} วันทำการ</td>
          </tr>
          <tr>
            <th scope="row">ระยะเวลาดำเนินการ</th>
            <td>
              {visa.processingDays.from}–{visa.processingDays.to} วัน
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        เนื่องจากการพิจารณาอาจใช้เวลานานถึง {visa.processingDays.to} วัน กรุณาเริ่มดำเนินการล่วงหน้า
        ก่อนที่การอนุญาตให้พำนักครั้งปัจจุบันจะสิ้นสุด
      </p>

      <h2>การรายงานตัว {visa.reportEveryDays} วัน</h2>
      <p>
        ชาวต่างชาติที่พำนักในประเทศไทยด้วยวีซ่าระยะยาวต้องแจ้งที่พักต่อสำนักงานตรวจคนเข้าเมืองทุก {visa.reportEveryDays} วัน
        สามารถรายงานตัวล่วงหน้าได้ไม่เกิน {visa.reportWindowDays} วันก่อนครบกำหนด โดยใช้แบบฟอร์ม {visa.reportForm}{' '}
        แนะนำให้บันทึกวันครบกำหนดไว้ในปฏิทิน เพื่อไม่ให้พลาดการรายงานตัว
      </p>

      <h3>เมื่อนักเรียนลาออก</h3>
      <p>
        เมื่อนักเรียนลาออก โรงเรียนจะแจ้งยกเลิกวีซ่าที่โรงเรียนเป็นผู้สนับสนุน ทั้งนี้
        <PageLink to="school-fees">ระเบียบการคืนเงิน</PageLink>กำหนดค่าปรับ <Money amount={visa.cancellationFinePerVisa} />{' '}
        ต่อวีซ่าที่ออกให้หนึ่งวีซ่า
      </p>
      <p>
        โปรดทราบ: ทีมงานด้านวีซ่าของโรงเรียนพร้อมให้ความช่วยเหลือและคำแนะนำ แต่ระเบียบการเข้าเมืองกำหนดโดย สำนักงานตรวจคนเข้าเมืองของไทย
        และอาจเปลี่ยนแปลงได้โดยไม่ต้องแจ้งล่วงหน้า หากมีคำถามเกี่ยวกับกรณีของครอบครัวท่าน กรุณา
        <PageLink to="contact-us">ติดต่อเรา</PageLink>
      </p>
    </>
  );
}
