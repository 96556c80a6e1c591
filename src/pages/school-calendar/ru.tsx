// School calendar (Russian): term dates, half-terms and holidays by academic year, with an .ics download.
import { Fragment } from 'react';
import { FormattedDate } from 'react-intl';
import { CalendarDownload } from '../../app/components/calendar-download';
import { PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { academicYears, type AcademicYear } from '../../data/calendar';
import { boarding, officeHours, starting, termsPerYear } from '../../data/facts';

function Day({ iso }: { iso: string }) {
  return <FormattedDate value={Date.parse(iso)} dateStyle="long" timeZone="UTC" />;
}

function YearTable({ year }: { year: AcademicYear }) {
  return (
    <table>
      <caption>Триместры и каникулы, {year.id} учебный год</caption>
      <thead>
        <tr>
          <th scope="col">Триместр или праздник</th>
          <th scope="col">С</th>
          <th scope="col">По</th>
        </tr>
      </thead>
      <tbody>
        {year.events.map((event) => (
          <tr key={event.id}>
            <th scope="row">{event.name.ru}</th>
            <td>
              <Day iso={event.start} />
            </td>
            <td>
              <Day iso={event.end} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function SchoolCalendarBody() {
  return (
    <>
      <h2>Как устроен учебный год</h2>
      <p>
        Как и в школах Великобритании, учебный год в {brand.shortName} делится на {termsPerYear} триместра: он
        начинается в начале сентября и заканчивается в середине июля. В середине каждого триместра дети отдыхают неделю,
        а самые длинные каникулы приходятся на Рождество и Новый год, на Пасху и Сонгкран и, конечно, на лето.
      </p>
      <p>
        Школа не работает в тайские государственные праздники, перечисленные ниже. Даже если праздник выпадает на
        каникулы, мы всё равно указываем его: в этот день закрыты и школьный офис, и пансион. Каждый триместр начинается
        с понедельника, и новые ученики тоже приходят в школу в понедельник: если заявление и оплата поступили не
        позднее чем за {starting.workingDaysBefore} рабочих дня, ребёнок может начать учёбу в любой понедельник учебного
        периода.
      </p>

      {academicYears.map((year) => (
        <Fragment key={year.id}>
          <h2>{year.id} учебный год</h2>
          <YearTable year={year} />
        </Fragment>
      ))}

      <h2>Добавьте даты в свой календарь</h2>
      <p>
        Кнопка ниже сохраняет все триместры, каникулы, праздники и школьные события обоих учебных лет в один файл
        календаря с названиями на русском языке. Откройте его на телефоне или компьютере — Google Календарь, Календарь
        Apple или Outlook добавят даты как события на весь день. Файл создаётся прямо на вашем устройстве, поэтому
        кнопка работает и без подключения к интернету.
      </p>
      <p>
        <CalendarDownload locale="ru" label="Скачать календарь (.ics)" />
      </p>

      <h2>Как планировать семейные дела</h2>
      <ul>
        <li>
          Пожалуйста, планируйте семейные поездки на каникулы, а не на учебное время. Почему это важно, объясняет наше{' '}
          <PageLink to="school-policies">положение о посещаемости</PageLink>, а если пропуска избежать нельзя,
          воспользуйтесь <PageLink to="school-form">бланком уведомления об отсутствии</PageLink>.
        </li>
        <li>
          Летом воспитанники пансиона могут остаться на летнюю программу продолжительностью {boarding.summerWeeks}{' '}
          недель, а младшие дети — поехать в наш <PageLink to="summer-camp">летний лагерь</PageLink>. Подробности — на
          странице о <PageLink to="homestay">пансионе</PageLink>.
        </li>
        <li>
          На каникулах приёмная комиссия тоже отвечает на вопросы: с понедельника по пятницу с{' '}
          {officeHours.weekdays.from} до {officeHours.weekdays.to}, в субботу с {officeHours.saturday.from} до{' '}
          {officeHours.saturday.to}, кроме государственных праздников.
        </li>
      </ul>
      <p>
        Иногда даты школьных событий переносятся. В таком случае мы сначала сообщаем об этом родителям в школьной
        рассылке, а затем обновляем эту страницу. С любыми вопросами о датах пишите нам через{' '}
        <PageLink to="contact-us">форму обратной связи</PageLink>.
      </p>
    </>
  );
}
