// School fees (Thai): tuition by year group, one-off fees, discounts, refunds, insurance and the bus.
import { Money, PageLink, Percent, TuitionRows } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { academicYear, bus, discounts, insurance, oneOffFees, refunds, termsPerYear, tuition } from '../../data/facts';

const yearGroup: Record<(typeof tuition)[number]['id'], string> = {
  'f1-f2': 'Foundation 1–2 (เตรียมอนุบาล)',
  f3: 'Foundation 3 (Reception)',
  'y1-y3': 'Year 1–3 (ประถมต้น)',
  'y4-y6': 'Year 4–6 (ประถมปลาย)',
  'y7-y9': 'Year 7–9 (มัธยมต้น)',
  'y10-y11': 'Year 10–11 (IGCSE)',
  'y12-y13': 'Year 12–13 (A Level)',
};

export default function SchoolFeesBody() {
  return (
    <>
      <h2>ค่าเล่าเรียนปีการศึกษา {academicYear}</h2>
      <p>
        ปีการศึกษาของ {brand.shortName} แบ่งเป็น {termsPerYear} ภาคเรียน เริ่มเดือนกันยายนและสิ้นสุดกลางเดือนกรกฎาคม
        โรงเรียนออกใบแจ้งหนี้ค่าเล่าเรียนทุกภาคเรียน หรือครั้งเดียวทั้งปีสำหรับผู้ปกครองที่ต้องการชำระล่วงหน้า
        ค่าธรรมเนียมทุกรายการต้องชำระภายในวันที่ระบุในใบแจ้งหนี้
      </p>
      <table>
        <caption>ค่าเล่าเรียนแยกตามระดับชั้น ปีการศึกษา {academicYear}</caption>
        <thead>
          <tr>
            <th scope="col">ระดับชั้น</th>
            <th scope="col">อายุ (ปี)</th>
            <th scope="col">ต่อภาคเรียน</th>
            <th scope="col">ต่อปี ({termsPerYear} ภาคเรียน)</th>
            <th scope="col">
              ชำระล่วงหน้าทั้งปี (ลด <Percent value={discounts.fullYearInAdvance} />)
            </th>
          </tr>
        </thead>
        <TuitionRows label={(row) => yearGroup[row.id]} />
      </table>

      <h2>ค่าธรรมเนียมแรกเข้า (ชำระครั้งเดียว)</h2>
      <table>
        <caption>ค่าธรรมเนียมที่ชำระครั้งเดียวต่อนักเรียนหนึ่งคน</caption>
        <thead>
          <tr>
            <th scope="col">รายการ</th>
            <th scope="col">จำนวนเงิน</th>
            <th scope="col">กำหนดชำระและรายละเอียด</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">ค่าสมัคร</th>
            <td>
              <Money amount={oneOffFees.application} />
            </td>
            <td>ชำระพร้อมใบสมัคร รวมค่าการประเมินความพร้อมของนักเรียน</td>
          </tr>
          <tr>
            <th scope="row">ค่าแรกเข้า</th>
            <td>
              <Money amount={oneOffFees.admissions} />
            </td>
            <td>ชำระภายใน {oneOffFees.admissionsDueDays} วันหลังยืนยันรับที่นั่ง ไม่สามารถขอคืนได้</td>
          </tr>
          <tr>
            <th scope="row">เงินประกัน</th>
            <td>
              <Money amount={oneOffFees.securityDeposit} />
            </td>
            <td>
              ต่อนักเรียนหนึ่งคน คืนให้เมื่อลาออก หลังจากชำระค่าธรรมเนียมค้างทั้งหมดแล้ว และแจ้งลาออกเป็นลายลักษณ์อักษรล่วงหน้าหนึ่งภาคเรียนเต็ม
            </td>
          </tr>
        </tbody>
      </table>

      <h2>ส่วนลดปีการศึกษา {academicYear}</h2>
      <ul>
        <li>
          ส่วนลดพี่น้อง: ลดค่าเล่าเรียน <Percent value={discounts.secondChild} /> สำหรับบุตรคนที่สอง และ{' '}
          <Percent value={discounts.thirdChildAndBeyond} /> สำหรับบุตรคนที่สามเป็นต้นไป ใช้ได้แม้เข้าเรียนระหว่างภาคเรียน
        </li>
        <li>
          ชำระค่าเล่าเรียนล่วงหน้าทั้งปี ({termsPerYear} ภาคเรียน) รับส่วนลดค่าเล่าเรียน{' '}
          <Percent value={discounts.fullYearInAdvance} />
        </li>
      </ul>

      <h2>การคืนเงินและการลาออก</h2>
      <ul>
        <li>กรณีชำระค่าเล่าเรียนรายภาคเรียน จะไม่มีการคืนเงิน</li>
        <li>กรณีชำระล่วงหน้าหลายภาคเรียน ต้องแจ้งเป็นลายลักษณ์อักษรล่วงหน้าหนึ่งภาคเรียนเต็ม</li>
        <li>
          การคืนเงินเข้าบัตรเครดิตหรือเดบิตจะหักค่าธรรมเนียมบัตร <Percent value={refunds.cardDeduction} />
        </li>
        <li>การคืนเงินใช้เวลาอย่างน้อย {refunds.minDays} วัน</li>
      </ul>

      <h2>ประกันอุบัติเหตุ</h2>
      <p>
        นักเรียนทุกคนได้รับความคุ้มครองอุบัติเหตุสูงสุด <Money amount={insurance.accidentCoverPerIncident} /> ต่อครั้ง
        ทั้งนี้ความคุ้มครองอาจใช้เวลาเริ่มต้นได้ถึง {insurance.startsWithinWeeks} สัปดาห์หลังลงทะเบียนเรียน
      </p>

      <h3>รถรับส่งนักเรียน</h3>
      <p>
        ค่ารถรับส่ง <Money amount={bus.perTerm} /> ต่อนักเรียนหนึ่งคนต่อภาคเรียน ดูเส้นทาง เวลารับ และการลงทะเบียนได้ที่หน้า
        <PageLink to="school-bus">รถรับส่งนักเรียน</PageLink> หากพร้อมสมัครเรียนแล้ว ดูได้ที่
        <PageLink to="apply-now">ขั้นตอนการสมัคร</PageLink>
      </p>
    </>
  );
}
