// School bus (Russian): routes and pick-up windows, price, places, safety and registration.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { bus, busRoutes } from '../../data/facts';

const areaName: Record<(typeof busRoutes.areas)[number]['id'], string> = {
  nathon: 'Натон',
  maenam: 'Маенам',
  lamai: 'Ламай',
  chaweng: 'Чавенг',
  'bang-rak': 'Банг Рак',
  bophut: 'Бопхут',
};

export default function SchoolBusBody() {
  return (
    <>
      <h2>Маршруты по всему острову</h2>
      <p>
        Автобусы с кондиционером привозят детей в {brand.shortName} в Бопхуте из основных районов Самуи — от Натона на
        западном побережье до Ламая на юго-востоке. Остановки находятся на главной дороге или в согласованном месте
        рядом с домом; точное место и время мы сообщаем после регистрации.
      </p>
      <table>
        <caption>Утреннее время посадки по районам</caption>
        <thead>
          <tr>
            <th scope="col">Район</th>
            <th scope="col">Время посадки</th>
          </tr>
        </thead>
        <tbody>
          {busRoutes.areas.map((area) => (
            <tr key={area.id}>
              <th scope="row">{areaName[area.id]}</th>
              <td>
                {area.pickUp.from}–{area.pickUp.to}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        После уроков автобусы отправляются от школы в {busRoutes.leavesSchool} и развозят детей по тем же маршрутам.
      </p>

      <h2>Стоимость и места</h2>
      <ul>
        <li>
          Автобус стоит <Money amount={bus.perTerm} /> за ученика в триместр; сумма включается в счёт за триместр.
        </li>
        <li>Количество мест на каждом маршруте ограничено, места распределяются в порядке очереди.</li>
        <li>Если школа отменяет автобус, стоимость возвращается полностью.</li>
      </ul>

      <h2>Безопасность в пути</h2>
      <ul>
        <li>Все места оборудованы ремнями безопасности, и дети пристёгнуты всю поездку.</li>
        <li>
          В каждом автобусе едет сопровождающий: он отмечает детей на каждой остановке и передаёт младших только тем
          взрослым, которые указаны в регистрации.
        </li>
        <li>Водители хорошо знают дороги острова, автобусы регулярно проходят техосмотр.</li>
        <li>Школа на связи с сопровождающим по телефону в течение всей поездки.</li>
      </ul>

      <h2>Как записаться</h2>
      <p>
        Заполните <PageLink to="bus-registration">форму записи на автобус</PageLink>. В одной регистрации можно указать
        до {bus.maxStudentsPerRegistration} детей из одной семьи; нужно не менее {bus.minContacts} контактных лиц.
        Черновик можно сохранить и вернуться к нему позже, а перед отправкой проверить сводку. Стоимость автобуса также
        приведена на странице <PageLink to="school-fees">«Стоимость обучения»</PageLink>.
      </p>
    </>
  );
}
