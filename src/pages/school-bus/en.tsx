// School bus (English): routes and pick-up windows, price, places, safety and registration.
import { Money, PageLink } from '../../app/components/prose';
import { brand } from '../../config/brand';
import { bus, busRoutes } from '../../data/facts';

const areaName: Record<(typeof busRoutes.areas)[number]['id'], string> = {
  nathon: 'Nathon',
  maenam: 'Maenam',
  lamai: 'Lamai',
  chaweng: 'Chaweng',
  'bang-rak': 'Bang Rak',
  bophut: 'Bophut',
};

export default function SchoolBusBody() {
  return (
    <>
      <h2>Routes across the island</h2>
      <p>
        Our air-conditioned buses bring children to {brand.shortName} in Bophut from the main areas of Koh Samui, from
        Nathon on the west coast to Lamai in the south-east. Pick-up points sit on the main road or at an agreed stop
        close to home; we confirm your child’s stop and time once registration is complete.
      </p>
      <table>
        <caption>Morning pick-up windows by area</caption>
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col">Pick-up window</th>
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
        In the afternoon the buses leave school at {busRoutes.leavesSchool} and drop children off along the same routes.
      </p>

      <h2>Price and places</h2>
      <ul>
        <li>
          The bus costs <Money amount={bus.perTerm} /> per student per term, invoiced with the term’s fees.
        </li>
        <li>Places on each route are limited and are given on a first come, first served basis.</li>
        <li>If the school cancels the bus service, you receive a full refund.</li>
      </ul>

      <h2>Safety on board</h2>
      <ul>
        <li>Every seat has a seat belt, and children wear it for the whole journey.</li>
        <li>
          A bus monitor travels on every bus, takes the register at each stop and hands younger children only to the
          adults named on the registration.
        </li>
        <li>Drivers are experienced on island roads and the buses are checked regularly.</li>
        <li>The school office can reach the bus monitor by phone at any time during the journey.</li>
      </ul>

      <h2>How to register</h2>
      <p>
        Use the <PageLink to="bus-registration">bus registration form</PageLink>. One registration covers up to{' '}
        {bus.maxStudentsPerRegistration} students from the same family and needs at least {bus.minContacts} contacts we
        can call. You can save a draft and come back to it, then check the summary before you send it. Bus fees are also
        listed with all other fees on the <PageLink to="school-fees">school fees</PageLink> page.
      </p>
    </>
  );
}
