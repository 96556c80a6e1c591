// Boarding house (Thai): the full boarding page, or the "opening in 2026 with a partner" notice.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { homestayMode } from '../../config/features';
import { ages, boarding, boardingNotice, officeHours } from '../../data/facts';

const [full, weekday, flexi, summer] = boarding.programmes;

function BoardingNotice() {
  return (
    <>
      <h2>หอพักนักเรียนเตรียมเปิดในปี {boardingNotice.openingYear}</h2>
      <p>
        โรงเรียนกำลังเตรียมหอพักสำหรับนักเรียน {brand.shortName} ซึ่งคาดว่าจะเปิดให้บริการในปี {boardingNotice.openingYear}{' '}
        โดยมีพันธมิตรที่โรงเรียนไว้วางใจเป็นผู้ดำเนินการ และทำงานร่วมกับทีมดูแลนักเรียนของโรงเรียนอย่างใกล้ชิด เพื่อให้นักเรียนประจำได้รับการดูแล
        กิจวัตร และความคาดหวังแบบเดียวกับในเวลาเรียน
      </p>
      <p>
        ระหว่างนี้โรงเรียนยังไม่เปิดรับนักเรียนประจำ ครอบครัวที่อาศัยอยู่นอกเกาะสมุย หรือกำลังวางแผนย้ายมาอยู่บนเกาะ
        สามารถปรึกษาเราเกี่ยวกับทางเลือกที่เหมาะสมสำหรับบุตรหลานได้เสมอ
      </p>
      <p>
        หลายครอบครัวที่ย้ายมาสมุยเลือกบ้านใกล้เส้นทาง<PageLink to="school-bus">รถรับส่งนักเรียน</PageLink>
        และทีมงานของเรายินดีให้คำแนะนำเรื่องการตั้งถิ่นฐานบนเกาะ รวมถึง
        <PageLink to="visa-information">วีซ่านักเรียนและวีซ่าผู้ปกครอง</PageLink>
      </p>
      <h3>ข้อมูลที่เราจะแจ้งให้ครอบครัวที่สนใจทราบ</h3>
      <ul>
        <li>รูปแบบโปรแกรมหอพัก และจำนวนคืนต่อสัปดาห์ของแต่ละโปรแกรม</li>
        <li>ค่าธรรมเนียม ขั้นตอนการสมัคร และวันเปิดทันทีที่ได้รับการยืนยัน</li>
        <li>แนวทางการติดต่อสื่อสารระหว่างผู้ดูแลหอพัก ครู และครอบครัว</li>
      </ul>
      <h3>ติดต่อสอบถาม</h3>
      <p>
        กรุณาอีเมลถึงฝ่ายรับสมัครที่ {brand.email} โทร {brand.phone} หรือส่งข้อความผ่าน
        <PageLink to="contact-us">แบบฟอร์มติดต่อ</PageLink> โดยเลือกหัวข้อ “รับสมัครนักเรียน” สำนักงานเปิดวันจันทร์–ศุกร์ เวลา{' '}
        {officeHours.weekdays.from}–{officeHours.weekdays.to} น. และวันเสาร์ เวลา {officeHours.saturday.from}–
        {officeHours.saturday.to} น. เราจะบันทึกชื่อครอบครัวของท่านไว้ เพื่อแจ้งให้ทราบเป็นกลุ่มแรกเมื่อเปิดรับสมัคร
      </p>
    </>
  );
}

function BoardingFull() {
  return (
    <>
      <h2>บ้านหลังที่สองของนักเรียน</h2>
      <p>
        หอพักของ {brand.shortName} เป็นวิลล่าบรรยากาศครอบครัว มีเพียง {boarding.villaBeds} เตียง อยู่ไม่ไกลจากโรงเรียนที่บ่อผุด
        หอพักออกแบบมาสำหรับนักเรียนมัธยมเป็นหลัก (อายุ {ages.secondary.from} ปีขึ้นไป) ที่ครอบครัวอาศัยอยู่นอกเกาะหรือต้องเดินทางไปทำงานบ่อย
        เพราะเป็นบ้านขนาดเล็ก นักเรียนทุกคนจึงได้รับการดูแลอย่างใกล้ชิด และใช้ชีวิตเหมือนอยู่กับครอบครัวมากกว่าอยู่หอพักขนาดใหญ่
      </p>
      <h3>ผู้ดูแลหอพัก</h3>
      <p>
        ผู้ดูแลหอพัก (house parents) พักอาศัยอยู่ในวิลล่า ดูแลนักเรียนทุกเย็น ทุกคืน และวันหยุดสุดสัปดาห์ ทำงานร่วมกับครูประจำชั้นและทีมดูแลนักเรียน
        และติดต่อกับผู้ปกครองอย่างสม่ำเสมอ ทั้งการส่งข่าวประจำสัปดาห์และโทรแจ้งทุกครั้งที่มีเรื่องสำคัญ
      </p>

      <h2>โปรแกรมหอพัก</h2>
      <ul>
        <li>
          <strong>ประจำเต็มเวลา (Full):</strong> {full.nightsPerWeek} คืนต่อสัปดาห์ รวมวันหยุดสุดสัปดาห์ พร้อมกิจกรรมรอบเกาะ
        </li>
        <li>
          <strong>ประจำวันธรรมดา (Weekday):</strong> {weekday.nightsPerWeek} คืนต่อสัปดาห์ กลับบ้านช่วงสุดสัปดาห์
        </li>
        <li>
          <strong>ยืดหยุ่น (Flexi):</strong> สูงสุด {flexi.nightsPerWeek} คืนต่อสัปดาห์ จองเป็นรายคืน
          เหมาะกับครอบครัวที่ต้องเดินทางเป็นครั้งคราว
        </li>
        <li>
          <strong>ภาคฤดูร้อน (Summer):</strong> {summer.weeks} สัปดาห์ ตั้งแต่กลางเดือนกรกฎาคมถึงสัปดาห์แรกของเดือนกันยายน
          มักเข้าร่วมควบคู่กับ<PageLink to="summer-camp">ค่ายฤดูร้อน</PageLink>
        </li>
      </ul>
      <table>
        <caption>ค่าธรรมเนียมหอพัก</caption>
        <thead>
          <tr>
            <th scope="col">โปรแกรม</th>
            <th scope="col">จำนวนคืน</th>
            <th scope="col">ค่าธรรมเนียม</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">ประจำเต็มเวลา</th>
            <td>{full.nightsPerWeek} คืนต่อสัปดาห์</td>
            <td>
              <Money amount={full.perTerm} /> ต่อภาคเรียน
            </td>
          </tr>
          <tr>
            <th scope="row">ประจำวันธรรมดา</th>
            <td>{weekday.nightsPerWeek} คืนต่อสัปดาห์</td>
            <td>
              <Money amount={weekday.perTerm} /> ต่อภาคเรียน
            </td>
          </tr>
          <tr>
            <th scope="row">ยืดหยุ่น</th>
            <td>สูงสุด {flexi.nightsPerWeek} คืนต่อสัปดาห์</td>
            <td>
              <Money amount={flexi.perNight} /> ต่อคืน
            </td>
          </tr>
          <tr>
            <th scope="row">ภาคฤดูร้อน</th>
            <td>{summer.weeks} สัปดาห์</td>
            <td>
              <Money amount={summer.perWeek} /> ต่อสัปดาห์
            </td>
          </tr>
        </tbody>
      </table>

      <h2>หนึ่งวันในหอพัก</h2>
      <ol>
        <li>รับประทานอาหารเช้าร่วมกัน แล้วเดินทางไปโรงเรียนพร้อมผู้ดูแลหอพัก</li>
        <li>หลังเลิกเรียน: ชมรม กีฬา หรือดนตรีที่โรงเรียน</li>
        <li>ช่วงทำการบ้านและทบทวนบทเรียนภายใต้การดูแล</li>
        <li>รับประทานอาหารเย็นร่วมโต๊ะเดียวกัน ตามด้วยเวลาอิสระและโทรหาครอบครัว</li>
        <li>ช่วงเวลาสงบและเข้านอน โดยนักเรียนที่อายุน้อยกว่าเข้านอนเร็วกว่า</li>
      </ol>
      <p>
        ที่พักมีจำนวนจำกัดมาก สอบถามได้ที่<PageLink to="contact-us">ฝ่ายรับสมัคร</PageLink> ส่วนค่าเล่าเรียนและค่าธรรมเนียมอื่น ๆ ดูได้ที่หน้า
        <PageLink to="school-fees">ค่าธรรมเนียมการศึกษา</PageLink>
      </p>
    </>
  );
}

export default function HomestayBody() {
  return homestayMode === 'notice' ? <BoardingNotice /> : <BoardingFull />;
}
