// Boarding house (Russian): the full boarding page, or the "opening in 2026 with a partner" notice.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { homestayMode } from '../../config/features';
import { ages, boarding, boardingNotice, officeHours } from '../../data/facts';

const [full, weekday, flexi, summer] = boarding.programmes;

function BoardingNotice() {
  return (
    <>
      <h2>Пансион откроется в {boardingNotice.openingYear} году</h2>
      <p>
        Мы готовим пансион для учеников {brand.shortName}; открытие ожидается в {boardingNotice.openingYear} году.
        Пансионом будет управлять надёжный партнёр школы в тесном сотрудничестве с нашей службой поддержки учеников,
        чтобы у воспитанников были та же забота, тот же распорядок и те же правила, что и в течение учебного дня.
      </p>
      <p>
        До открытия школа не предлагает мест с проживанием. Семьи, которые живут не на Самуи или только планируют
        переезд на остров, могут обратиться к нам — мы вместе подумаем, какой вариант подойдёт ребёнку сейчас.
      </p>
      <p>
        Многие семьи, переезжающие на Самуи, выбирают жильё рядом с маршрутом{' '}
        <PageLink to="school-bus">школьного автобуса</PageLink>, а наша команда охотно подскажет, как обустроиться на
        острове и оформить <PageLink to="visa-information">студенческую визу и визу родителя</PageLink>.
      </p>
      <h3>Что мы расскажем заинтересованным семьям</h3>
      <ul>
        <li>какие программы будут доступны и сколько ночей в неделю они включают;</li>
        <li>стоимость, порядок подачи заявки и дату открытия, как только она будет подтверждена;</li>
        <li>как воспитатели пансиона, учителя и родители будут поддерживать связь.</li>
      </ul>
      <h3>К кому обращаться</h3>
      <p>
        Напишите в приёмную комиссию на {brand.email}, позвоните по номеру {brand.phone} или отправьте сообщение через{' '}
        <PageLink to="contact-us">форму обратной связи</PageLink>, выбрав тему «Поступление». Офис работает с
        понедельника по пятницу {officeHours.weekdays.from}–{officeHours.weekdays.to} и в субботу{' '}
        {officeHours.saturday.from}–{officeHours.saturday.to}. Мы внесём вашу семью в список тех, кто первым узнает об
        открытии приёма.
      </p>
    </>
  );
}

function BoardingFull() {
  return (
    <>
      <h2>Второй дом</h2>
      <p>
        Пансион {brand.shortName} — это уютная вилла семейного типа всего на {boarding.villaBeds} места, недалеко от
        школы в Бопхуте. Он рассчитан в первую очередь на учеников средней и старшей школы (от {ages.secondary.from}{' '}
        лет), чьи семьи живут не на острове или часто уезжают по работе. Дом небольшой, поэтому каждого ребёнка здесь
        хорошо знают, и атмосфера скорее семейная, чем как в общежитии.
      </p>
      <h3>Воспитатели</h3>
      <p>
        Воспитатели (house parents) живут на вилле и заботятся о детях по вечерам, ночью и в выходные. Они тесно
        работают с кураторами и службой поддержки учеников и регулярно держат родителей в курсе: еженедельная сводка и
        звонок всякий раз, когда происходит что-то важное.
      </p>

      <h2>Программы</h2>
      <ul>
        <li>
          <strong>Полный пансион (Full):</strong> {full.nightsPerWeek} ночей в неделю, включая выходные с поездками по
          острову.
        </li>
        <li>
          <strong>Пансион по будням (Weekday):</strong> {weekday.nightsPerWeek} ночей в неделю, на выходные дети едут
          домой.
        </li>
        <li>
          <strong>Гибкий пансион (Flexi):</strong> до {flexi.nightsPerWeek} ночей в неделю с оплатой за ночь — для
          семей, которым время от времени нужно уехать.
        </li>
        <li>
          <strong>Летний пансион (Summer):</strong> {summer.weeks} недель, с середины июля до первой недели сентября;
          часто его совмещают с нашим <PageLink to="summer-camp">летним лагерем</PageLink>.
        </li>
      </ul>
      <table>
        <caption>Стоимость проживания в пансионе</caption>
        <thead>
          <tr>
            <th scope="col">Программа</th>
            <th scope="col">Ночей</th>
            <th scope="col">Стоимость</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Полный</th>
            <td>{full.nightsPerWeek} в неделю</td>
            <td>
              <Money amount={full.perTerm} /> за триместр
            </td>
          </tr>
          <tr>
            <th scope="row">По будням</th>
            <td>{weekday.nightsPerWeek} в неделю</td>
            <td>
              <Money amount={weekday.perTerm} /> за триместр
            </td>
          </tr>
          <tr>
            <th scope="row">Гибкий</th>
            <td>до {flexi.nightsPerWeek} в неделю</td>
            <td>
              <Money amount={flexi.perNight} /> за ночь
            </td>
          </tr>
          <tr>
            <th scope="row">Летний</th>
            <td>{summer.weeks} недель</td>
            <td>
              <Money amount={summer.perWeek} /> в неделю
            </td>
          </tr>
        </tbody>
      </table>

      <h2>Распорядок дня</h2>
      <ol>
        <li>Общий завтрак и поездка в школу вместе с воспитателями.</li>
        <li>После уроков — кружки, спорт или музыка в школе.</li>
        <li>Самоподготовка под присмотром: домашние задания и повторение.</li>
        <li>Ужин за общим столом, затем свободное время и звонок домой.</li>
        <li>Тихий час и отбой; младшие ложатся раньше.</li>
      </ol>
      <p>
        Мест очень мало. Чтобы узнать о свободных местах,{' '}
        <PageLink to="contact-us">свяжитесь с приёмной комиссией</PageLink>; стоимость обучения и другие платежи — на
        странице <PageLink to="school-fees">«Стоимость обучения»</PageLink>.
      </p>
    </>
  );
}

export default function HomestayBody() {
  return homestayMode === 'notice' ? <BoardingNotice /> : <BoardingFull />;
}
