/** The sandbox's holiday destinations: real places, made-up hotels. */

/** How prices move through the year (index 0 = January). */
export const SEASONS = {
  med: [0.62, 0.64, 0.72, 0.86, 0.96, 1.12, 1.38, 1.45, 1.08, 0.88, 0.66, 0.7],
  canary: [1.12, 1.1, 1.05, 1.02, 0.86, 0.9, 1.04, 1.12, 0.92, 1.0, 1.06, 1.2],
  gulf: [1.3, 1.32, 1.22, 1.05, 0.82, 0.68, 0.66, 0.7, 0.8, 1.0, 1.18, 1.35],
  caribbean: [1.3, 1.32, 1.3, 1.18, 0.95, 0.88, 0.95, 0.95, 0.78, 0.8, 0.98, 1.35],
  florida: [0.9, 1.0, 1.12, 1.18, 0.95, 1.08, 1.3, 1.28, 0.88, 0.92, 1.0, 1.25],
  asia: [1.3, 1.28, 1.2, 1.1, 0.85, 0.8, 0.9, 0.92, 0.82, 0.9, 1.1, 1.35],
  city: [0.8, 0.84, 0.95, 1.05, 1.12, 1.1, 1.05, 1.0, 1.1, 1.08, 0.95, 1.15],
} as const;
export type SeasonProfile = keyof typeof SEASONS;

export type Destination = {
  code: string;
  name: string;
  country: string;
  season: SeasonProfile;
  /** A 3-star standard double for two, room only, per night, in pounds. */
  level: number;
  areas: readonly string[];
  excursion: string;
};

export const DESTINATIONS: readonly Destination[] = [
  { code: 'TFS', name: 'Tenerife', country: 'Spain', season: 'canary', level: 85, areas: ['Costa Adeje', 'Playa de las Américas', 'Los Cristianos', 'Puerto de la Cruz', 'Golf del Sur'], excursion: 'Mount Teide cable car tour' },
  { code: 'PMI', name: 'Majorca', country: 'Spain', season: 'med', level: 90, areas: ['Alcúdia', 'Palma', 'Magaluf', 'Puerto Pollensa', "Cala d'Or", 'Santa Ponsa'], excursion: 'Sóller train and tram day trip' },
  { code: 'FAO', name: 'Algarve', country: 'Portugal', season: 'med', level: 85, areas: ['Albufeira', 'Vilamoura', 'Lagos', 'Praia da Rocha', 'Carvoeiro'], excursion: 'Benagil sea caves boat trip' },
  { code: 'DXB', name: 'Dubai', country: 'United Arab Emirates', season: 'gulf', level: 140, areas: ['Dubai Marina', 'Jumeirah Beach', 'Downtown Dubai', 'Palm Jumeirah', 'Deira'], excursion: 'Desert safari with dinner' },
  { code: 'MCO', name: 'Orlando', country: 'United States', season: 'florida', level: 110, areas: ['International Drive', 'Lake Buena Vista', 'Kissimmee', 'Universal area'], excursion: 'Kennedy Space Center day trip' },
  { code: 'CUN', name: 'Cancun', country: 'Mexico', season: 'caribbean', level: 150, areas: ['Hotel Zone', 'Playa del Carmen', 'Riviera Maya', 'Puerto Morelos'], excursion: 'Chichén Itzá and cenote tour' },
  { code: 'LPA', name: 'Gran Canaria', country: 'Spain', season: 'canary', level: 80, areas: ['Maspalomas', 'Playa del Inglés', 'Puerto Rico', 'Puerto de Mogán'], excursion: 'Maspalomas dunes camel ride' },
  { code: 'ACE', name: 'Lanzarote', country: 'Spain', season: 'canary', level: 80, areas: ['Puerto del Carmen', 'Playa Blanca', 'Costa Teguise'], excursion: 'Timanfaya National Park tour' },
  { code: 'FUE', name: 'Fuerteventura', country: 'Spain', season: 'canary', level: 78, areas: ['Corralejo', 'Caleta de Fuste', 'Costa Calma', 'Jandía'], excursion: 'Lobos island boat trip' },
  { code: 'IBZ', name: 'Ibiza', country: 'Spain', season: 'med', level: 110, areas: ['San Antonio', "Playa d'en Bossa", 'Santa Eulalia', 'Es Canar'], excursion: 'Formentera day cruise' },
  { code: 'AGP', name: 'Costa del Sol', country: 'Spain', season: 'med', level: 85, areas: ['Torremolinos', 'Benalmádena', 'Fuengirola', 'Marbella', 'Nerja'], excursion: 'Granada and the Alhambra day trip' },
  { code: 'ALC', name: 'Costa Blanca', country: 'Spain', season: 'med', level: 75, areas: ['Benidorm', 'Albir', 'Calpe', 'Alicante', 'Torrevieja'], excursion: 'Guadalest valley tour' },
  { code: 'BCN', name: 'Barcelona', country: 'Spain', season: 'city', level: 120, areas: ['Eixample', 'Gothic Quarter', 'Barceloneta', 'Sitges'], excursion: 'Sagrada Família guided visit' },
  { code: 'MAH', name: 'Menorca', country: 'Spain', season: 'med', level: 85, areas: ["Cala'n Bosch", 'Son Bou', 'Cala Galdana', 'Mahón'], excursion: 'Island coves boat trip' },
  { code: 'HER', name: 'Crete', country: 'Greece', season: 'med', level: 80, areas: ['Hersonissos', 'Malia', 'Chania', 'Rethymno', 'Agios Nikolaos'], excursion: 'Samaria Gorge walk' },
  { code: 'RHO', name: 'Rhodes', country: 'Greece', season: 'med', level: 78, areas: ['Faliraki', 'Lindos', 'Kolymbia', 'Ixia'], excursion: 'Lindos acropolis and Symi boat trip' },
  { code: 'CFU', name: 'Corfu', country: 'Greece', season: 'med', level: 78, areas: ['Kavos', 'Sidari', 'Dassia', 'Kassiopi', 'Corfu Town'], excursion: 'Paxos and Antipaxos cruise' },
  { code: 'ZTH', name: 'Zante', country: 'Greece', season: 'med', level: 70, areas: ['Laganas', 'Tsilivi', 'Alykes', 'Kalamaki'], excursion: 'Shipwreck Beach and Blue Caves cruise' },
  { code: 'KGS', name: 'Kos', country: 'Greece', season: 'med', level: 72, areas: ['Kardamena', 'Kos Town', 'Tigaki', 'Kefalos'], excursion: 'Three islands cruise' },
  { code: 'JTR', name: 'Santorini', country: 'Greece', season: 'med', level: 150, areas: ['Fira', 'Oia', 'Kamari', 'Perissa'], excursion: 'Caldera sunset catamaran' },
  { code: 'DLM', name: 'Dalaman', country: 'Turkey', season: 'med', level: 60, areas: ['Marmaris', 'İçmeler', 'Fethiye', 'Ölüdeniz', 'Dalyan'], excursion: 'Dalyan mud baths and turtle beach' },
  { code: 'AYT', name: 'Antalya', country: 'Turkey', season: 'med', level: 65, areas: ['Lara', 'Belek', 'Side', 'Kemer', 'Alanya'], excursion: 'Pamukkale day trip' },
  { code: 'BJV', name: 'Bodrum', country: 'Turkey', season: 'med', level: 70, areas: ['Gümbet', 'Bitez', 'Turgutreis', 'Yalıkavak'], excursion: 'Bodrum peninsula boat day' },
  { code: 'LCA', name: 'Cyprus', country: 'Cyprus', season: 'med', level: 80, areas: ['Ayia Napa', 'Protaras', 'Larnaca', 'Limassol', 'Paphos'], excursion: 'Troodos mountains jeep safari' },
  { code: 'MLA', name: 'Malta', country: 'Malta', season: 'med', level: 75, areas: ['Sliema', "St Julian's", 'Bugibba', 'Mellieħa', 'Valletta'], excursion: 'Gozo and Comino cruise' },
  { code: 'FNC', name: 'Madeira', country: 'Portugal', season: 'canary', level: 90, areas: ['Funchal', 'Caniço', 'Calheta'], excursion: 'Levada walk and Monte toboggan' },
  { code: 'SSH', name: 'Sharm el Sheikh', country: 'Egypt', season: 'gulf', level: 60, areas: ['Naama Bay', 'Nabq Bay', 'Sharks Bay'], excursion: 'Ras Mohammed snorkelling trip' },
  { code: 'HRG', name: 'Hurghada', country: 'Egypt', season: 'gulf', level: 55, areas: ['El Gouna', 'Sahl Hasheesh', 'Makadi Bay', 'Soma Bay'], excursion: 'Luxor Valley of the Kings day trip' },
  { code: 'RAK', name: 'Marrakech', country: 'Morocco', season: 'city', level: 70, areas: ['Medina', 'Hivernage', 'Palmeraie', 'Gueliz'], excursion: 'Atlas Mountains day trip' },
  { code: 'NBE', name: 'Tunisia', country: 'Tunisia', season: 'med', level: 55, areas: ['Hammamet', 'Sousse', 'Port El Kantaoui', 'Monastir'], excursion: 'El Jem and Kairouan tour' },
  { code: 'AUH', name: 'Abu Dhabi', country: 'United Arab Emirates', season: 'gulf', level: 130, areas: ['Corniche', 'Saadiyat Island', 'Yas Island'], excursion: 'Sheikh Zayed Grand Mosque tour' },
  { code: 'MLE', name: 'Maldives', country: 'Maldives', season: 'asia', level: 350, areas: ['North Malé Atoll', 'South Malé Atoll', 'Ari Atoll', 'Baa Atoll'], excursion: 'Dolphin sunset cruise' },
  { code: 'HKT', name: 'Phuket', country: 'Thailand', season: 'asia', level: 90, areas: ['Patong', 'Kata', 'Karon', 'Kamala', 'Bang Tao'], excursion: 'Phi Phi islands speedboat trip' },
  { code: 'BKK', name: 'Bangkok', country: 'Thailand', season: 'city', level: 80, areas: ['Sukhumvit', 'Riverside', 'Silom', 'Siam'], excursion: 'Grand Palace and floating market tour' },
  { code: 'DPS', name: 'Bali', country: 'Indonesia', season: 'asia', level: 95, areas: ['Seminyak', 'Ubud', 'Nusa Dua', 'Kuta', 'Sanur'], excursion: 'Ubud rice terraces and temples tour' },
  { code: 'PUJ', name: 'Punta Cana', country: 'Dominican Republic', season: 'caribbean', level: 140, areas: ['Bávaro', 'Cap Cana', 'Uvero Alto'], excursion: 'Saona Island catamaran day' },
  { code: 'MBJ', name: 'Jamaica', country: 'Jamaica', season: 'caribbean', level: 160, areas: ['Montego Bay', 'Negril', 'Ocho Rios'], excursion: "Dunn's River Falls climb" },
  { code: 'BGI', name: 'Barbados', country: 'Barbados', season: 'caribbean', level: 190, areas: ['St Lawrence Gap', 'Holetown', 'Speightstown', 'Bridgetown'], excursion: 'Catamaran cruise with turtles' },
  { code: 'UVF', name: 'St Lucia', country: 'Saint Lucia', season: 'caribbean', level: 200, areas: ['Rodney Bay', 'Soufrière', 'Marigot Bay'], excursion: 'Pitons and Sulphur Springs tour' },
  { code: 'ANU', name: 'Antigua', country: 'Antigua and Barbuda', season: 'caribbean', level: 190, areas: ['Dickenson Bay', 'Jolly Harbour', 'English Harbour'], excursion: "Nelson's Dockyard and Shirley Heights" },
  { code: 'MIA', name: 'Miami', country: 'United States', season: 'florida', level: 150, areas: ['South Beach', 'Mid-Beach', 'Downtown Miami', 'Coconut Grove'], excursion: 'Everglades airboat tour' },
  { code: 'LAS', name: 'Las Vegas', country: 'United States', season: 'city', level: 110, areas: ['The Strip', 'Downtown', 'Paradise'], excursion: 'Grand Canyon West Rim tour' },
  { code: 'NYC', name: 'New York', country: 'United States', season: 'city', level: 190, areas: ['Midtown Manhattan', 'Times Square', 'Lower Manhattan', 'Brooklyn'], excursion: 'Statue of Liberty and Ellis Island' },
  { code: 'MRU', name: 'Mauritius', country: 'Mauritius', season: 'asia', level: 200, areas: ['Grand Baie', 'Flic en Flac', 'Belle Mare', 'Le Morne'], excursion: 'Île aux Cerfs catamaran day' },
  { code: 'ROM', name: 'Rome', country: 'Italy', season: 'city', level: 110, areas: ['Centro Storico', 'Termini', 'Trastevere', 'Vatican'], excursion: 'Colosseum and Roman Forum tour' },
  { code: 'NAP', name: 'Sorrento and the Amalfi Coast', country: 'Italy', season: 'med', level: 120, areas: ['Sorrento', 'Positano', 'Amalfi'], excursion: 'Capri boat trip' },
  { code: 'PRG', name: 'Prague', country: 'Czech Republic', season: 'city', level: 70, areas: ['Old Town', 'New Town', 'Malá Strana'], excursion: 'Prague Castle walking tour' },
  { code: 'DBV', name: 'Dubrovnik', country: 'Croatia', season: 'med', level: 100, areas: ['Old Town', 'Lapad', 'Cavtat'], excursion: 'Elaphiti islands cruise' },
  { code: 'LIS', name: 'Lisbon', country: 'Portugal', season: 'city', level: 95, areas: ['Baixa', 'Alfama', 'Belém', 'Cascais'], excursion: 'Sintra palaces day trip' },
];

const BY_CODE = new Map(DESTINATIONS.map((d) => [d.code, d]));

export function destinationByCode(code: string): Destination | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** Case- and accent-insensitive text for matching. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
