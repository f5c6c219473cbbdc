import { STATE_LIST } from '../../forms/rules/states';

/** One state, province, county or other first-level area of a country (spec §3 "Reference data"). */
export interface CountryState {
  code: string;
  name: string;
}

const rows = (list: [string, string][]): CountryState[] => list.map(([code, name]) => ({ code, name }));

/** The 50 states and DC (shared with datatype 27), then the territories and the military "states". */
export const US_STATES: readonly CountryState[] = [
  ...STATE_LIST.filter((s) => s.country === 'US').map(({ code, name }) => ({ code, name })),
  ...rows([
    ['AS', 'American Samoa'], ['FM', 'Federated States of Micronesia'], ['GU', 'Guam'], ['MH', 'Marshall Islands'],
    ['MP', 'Northern Mariana Islands'], ['PW', 'Palau'], ['PR', 'Puerto Rico'], ['VI', 'U.S. Virgin Islands'],
    ['UM', 'U.S. Minor Outlying Islands'], ['AA', 'Armed Forces Americas'], ['AE', 'Armed Forces Europe'],
    ['AP', 'Armed Forces Pacific'],
  ]),
];

/** Provinces and territories, plus the spec's 'Other' entry. */
export const CANADA_PROVINCES: readonly CountryState[] = [
  ...STATE_LIST.filter((s) => s.country === 'CA').map(({ code, name }) => ({ code, name })),
  { code: 'OT', name: 'Other' },
];

/** Counties of England, Wales, Scotland and Northern Ireland by their Chapman codes. */
export const UK_COUNTIES: readonly CountryState[] = rows([
  ['AVN', 'Avon'], ['BDF', 'Bedfordshire'], ['BRK', 'Berkshire'], ['BKM', 'Buckinghamshire'], ['CAM', 'Cambridgeshire'],
  ['CHS', 'Cheshire'], ['CLV', 'Cleveland'], ['CON', 'Cornwall'], ['CMA', 'Cumbria'], ['DBY', 'Derbyshire'],
  ['DEV', 'Devon'], ['DOR', 'Dorset'], ['DUR', 'Durham'], ['ERY', 'East Riding of Yorkshire'], ['SXE', 'East Sussex'],
  ['ESS', 'Essex'], ['GLS', 'Gloucestershire'], ['LND', 'Greater London'], ['GTM', 'Greater Manchester'],
  ['HAM', 'Hampshire'], ['HEF', 'Herefordshire'], ['HRT', 'Hertfordshire'], ['IOW', 'Isle of Wight'], ['KEN', 'Kent'],
  ['LAN', 'Lancashire'], ['LEI', 'Leicestershire'], ['LIN', 'Lincolnshire'], ['MSY', 'Merseyside'], ['NFK', 'Norfolk'],
  ['NYK', 'North Yorkshire'], ['NTH', 'Northamptonshire'], ['NBL', 'Northumberland'], ['NTT', 'Nottinghamshire'],
  ['OXF', 'Oxfordshire'], ['RUT', 'Rutland'], ['SAL', 'Shropshire'], ['SOM', 'Somerset'], ['SYK', 'South Yorkshire'],
  ['STS', 'Staffordshire'], ['SFK', 'Suffolk'], ['SRY', 'Surrey'], ['TWR', 'Tyne and Wear'], ['WAR', 'Warwickshire'],
  ['WMD', 'West Midlands'], ['SXW', 'West Sussex'], ['WYK', 'West Yorkshire'], ['WIL', 'Wiltshire'], ['WOR', 'Worcestershire'],
  ['AGY', 'Anglesey'], ['BRE', 'Brecknockshire'], ['CAE', 'Caernarfonshire'], ['CGN', 'Cardiganshire'],
  ['CMN', 'Carmarthenshire'], ['DEN', 'Denbighshire'], ['FLN', 'Flintshire'], ['GLA', 'Glamorgan'],
  ['MER', 'Merionethshire'], ['MON', 'Monmouthshire'], ['MGY', 'Montgomeryshire'], ['PEM', 'Pembrokeshire'],
  ['RAD', 'Radnorshire'], ['ABD', 'Aberdeenshire'], ['ANS', 'Angus'], ['ARL', 'Argyll'], ['AYR', 'Ayrshire'],
  ['BAN', 'Banffshire'], ['BEW', 'Berwickshire'], ['BUT', 'Bute'], ['CAI', 'Caithness'], ['CLK', 'Clackmannanshire'],
  ['DFS', 'Dumfriesshire'], ['DNB', 'Dunbartonshire'], ['ELN', 'East Lothian'], ['FIF', 'Fife'], ['INV', 'Inverness-shire'],
  ['KCD', 'Kincardineshire'], ['KRS', 'Kinross-shire'], ['KKD', 'Kirkcudbrightshire'], ['LKS', 'Lanarkshire'],
  ['MLN', 'Midlothian'], ['MOR', 'Moray'], ['NAI', 'Nairnshire'], ['OKI', 'Orkney'], ['PEE', 'Peeblesshire'],
  ['PER', 'Perthshire'], ['RFW', 'Renfrewshire'], ['ROC', 'Ross and Cromarty'], ['ROX', 'Roxburghshire'],
  ['SEL', 'Selkirkshire'], ['SHI', 'Shetland'], ['STI', 'Stirlingshire'], ['SUT', 'Sutherland'], ['WLN', 'West Lothian'],
  ['WIG', 'Wigtownshire'], ['ANT', 'Antrim'], ['ARM', 'Armagh'], ['DOW', 'Down'], ['FER', 'Fermanagh'],
  ['LDY', 'Londonderry'], ['TYR', 'Tyrone'],
]);

export const IRELAND_COUNTIES: readonly CountryState[] = rows([
  ['CW', 'Carlow'], ['CN', 'Cavan'], ['CE', 'Clare'], ['CO', 'Cork'], ['DL', 'Donegal'], ['D', 'Dublin'],
  ['G', 'Galway'], ['KY', 'Kerry'], ['KE', 'Kildare'], ['KK', 'Kilkenny'], ['LS', 'Laois'], ['LM', 'Leitrim'],
  ['LK', 'Limerick'], ['LD', 'Longford'], ['LH', 'Louth'], ['MO', 'Mayo'], ['MH', 'Meath'], ['MN', 'Monaghan'],
  ['OY', 'Offaly'], ['RN', 'Roscommon'], ['SO', 'Sligo'], ['TA', 'Tipperary'], ['WD', 'Waterford'],
  ['WH', 'Westmeath'], ['WX', 'Wexford'], ['WW', 'Wicklow'],
]);

/** Numeric department codes ('65' is Hautes-Pyrénées); Corsica is 2A/2B. */
export const FRANCE_DEPARTMENTS: readonly CountryState[] = rows([
  ['01', 'Ain'], ['02', 'Aisne'], ['03', 'Allier'], ['04', 'Alpes-de-Haute-Provence'], ['05', 'Hautes-Alpes'],
  ['06', 'Alpes-Maritimes'], ['07', 'Ardèche'], ['08', 'Ardennes'], ['09', 'Ariège'], ['10', 'Aube'], ['11', 'Aude'],
  ['12', 'Aveyron'], ['13', 'Bouches-du-Rhône'], ['14', 'Calvados'], ['15', 'Cantal'], ['16', 'Charente'],
  ['17', 'Charente-Maritime'], ['18', 'Cher'], ['19', 'Corrèze'], ['2A', 'Corse-du-Sud'], ['2B', 'Haute-Corse'],
  ['21', "Côte-d'Or"], ['22', "Côtes-d'Armor"], ['23', 'Creuse'], ['24', 'Dordogne'], ['25', 'Doubs'], ['26', 'Drôme'],
  ['27', 'Eure'], ['28', 'Eure-et-Loir'], ['29', 'Finistère'], ['30', 'Gard'], ['31', 'Haute-Garonne'], ['32', 'Gers'],
  ['33', 'Gironde'], ['34', 'Hérault'], ['35', 'Ille-et-Vilaine'], ['36', 'Indre'], ['37', 'Indre-et-Loire'],
  ['38', 'Isère'], ['39', 'Jura'], ['40', 'Landes'], ['41', 'Loir-et-Cher'], ['42', 'Loire'], ['43', 'Haute-Loire'],
  ['44', 'Loire-Atlantique'], ['45', 'Loiret'], ['46', 'Lot'], ['47', 'Lot-et-Garonne'], ['48', 'Lozère'],
  ['49', 'Maine-et-Loire'], ['50', 'Manche'], ['51', 'Marne'], ['52', 'Haute-Marne'], ['53', 'Mayenne'],
  ['54', 'Meurthe-et-Moselle'], ['55', 'Meuse'], ['56', 'Morbihan'], ['57', 'Moselle'], ['58', 'Nièvre'], ['59', 'Nord'],
  ['60', 'Oise'], ['61', 'Orne'], ['62', 'Pas-de-Calais'], ['63', 'Puy-de-Dôme'], ['64', 'Pyrénées-Atlantiques'],
  ['65', 'Hautes-Pyrénées'], ['66', 'Pyrénées-Orientales'], ['67', 'Bas-Rhin'], ['68', 'Haut-Rhin'], ['69', 'Rhône'],
  ['70', 'Haute-Saône'], ['71', 'Saône-et-Loire'], ['72', 'Sarthe'], ['73', 'Savoie'], ['74', 'Haute-Savoie'],
  ['75', 'Paris'], ['76', 'Seine-Maritime'], ['77', 'Seine-et-Marne'], ['78', 'Yvelines'], ['79', 'Deux-Sèvres'],
  ['80', 'Somme'], ['81', 'Tarn'], ['82', 'Tarn-et-Garonne'], ['83', 'Var'], ['84', 'Vaucluse'], ['85', 'Vendée'],
  ['86', 'Vienne'], ['87', 'Haute-Vienne'], ['88', 'Vosges'], ['89', 'Yonne'], ['90', 'Territoire de Belfort'],
  ['91', 'Essonne'], ['92', 'Hauts-de-Seine'], ['93', 'Seine-Saint-Denis'], ['94', 'Val-de-Marne'], ['95', "Val-d'Oise"],
  ['971', 'Guadeloupe'], ['972', 'Martinique'], ['973', 'Guyane'], ['974', 'La Réunion'], ['976', 'Mayotte'],
]);

/** ISO-style 'PL-XX' voivodeship codes. */
export const POLAND_VOIVODESHIPS: readonly CountryState[] = rows([
  ['PL-DS', 'Dolnośląskie'], ['PL-KP', 'Kujawsko-pomorskie'], ['PL-LU', 'Lubelskie'], ['PL-LB', 'Lubuskie'],
  ['PL-LD', 'Łódzkie'], ['PL-MA', 'Małopolskie'], ['PL-MZ', 'Mazowieckie'], ['PL-OP', 'Opolskie'],
  ['PL-PK', 'Podkarpackie'], ['PL-PD', 'Podlaskie'], ['PL-PM', 'Pomorskie'], ['PL-SL', 'Śląskie'],
  ['PL-SK', 'Świętokrzyskie'], ['PL-WN', 'Warmińsko-mazurskie'], ['PL-WP', 'Wielkopolskie'], ['PL-ZP', 'Zachodniopomorskie'],
]);

/** 'SI-nnn' municipality codes (a selection). */
export const SLOVENIA_MUNICIPALITIES: readonly CountryState[] = rows([
  ['SI-001', 'Ajdovščina'], ['SI-002', 'Beltinci'], ['SI-003', 'Bled'], ['SI-004', 'Bohinj'], ['SI-005', 'Borovnica'],
  ['SI-006', 'Bovec'], ['SI-007', 'Brda'], ['SI-008', 'Brezovica'], ['SI-009', 'Brežice'], ['SI-011', 'Celje'],
  ['SI-050', 'Koper'], ['SI-052', 'Kranj'], ['SI-061', 'Ljubljana'], ['SI-070', 'Maribor'], ['SI-084', 'Nova Gorica'],
  ['SI-085', 'Novo Mesto'], ['SI-090', 'Piran'], ['SI-096', 'Ptuj'],
]);

/** Dotted 'MK.XX' municipality codes (a selection). */
export const NORTH_MACEDONIA_MUNICIPALITIES: readonly CountryState[] = rows([
  ['MK.AD', 'Aerodrom'], ['MK.AR', 'Aračinovo'], ['MK.BR', 'Berovo'], ['MK.BT', 'Bitola'], ['MK.CE', 'Centar'],
  ['MK.GV', 'Gevgelija'], ['MK.KA', 'Karpoš'], ['MK.KU', 'Kumanovo'], ['MK.OD', 'Ohrid'], ['MK.PP', 'Prilep'],
  ['MK.SU', 'Struga'], ['MK.TE', 'Tetovo'], ['MK.VE', 'Veles'],
]);

/** 'IRnn' province codes (a selection). */
export const IRAN_PROVINCES: readonly CountryState[] = rows([
  ['IR26', 'Tehran'], ['IR28', 'Esfahan'], ['IR07', 'Fars'], ['IR42', 'Razavi Khorasan'], ['IR33', 'East Azerbaijan'],
  ['IR15', 'Khuzestan'], ['IR44', 'Alborz'], ['IR39', 'Qom'],
]);

/**
 * Mexican states. Two codes carry a trailing tab, as the reference list has them: kept as data so
 * stored values still match; compare codes with `trim()`.
 */
export const MEXICO_STATES: readonly CountryState[] = rows([
  ['AGU', 'Aguascalientes'], ['BCN', 'Baja California'], ['BCS', 'Baja California Sur'], ['CAM', 'Campeche'],
  ['CHP', 'Chiapas'], ['CHH', 'Chihuahua'], ['CMX', 'Ciudad de México'], ['COA', 'Coahuila'], ['COL', 'Colima'],
  ['DUR', 'Durango'], ['GUA', 'Guanajuato'], ['GRO', 'Guerrero'], ['HID', 'Hidalgo'], ['JAL', 'Jalisco'],
  ['MEX', 'México'], ['MIC', 'Michoacán'], ['MOR', 'Morelos'], ['NAY', 'Nayarit'], ['NLE', 'Nuevo León'],
  ['OAX', 'Oaxaca'], ['PUE', 'Puebla'], ['QUE', 'Querétaro'], ['ROO\t', 'Quintana Roo'], ['SLP', 'San Luis Potosí'],
  ['SIN', 'Sinaloa'], ['SON', 'Sonora'], ['TAB', 'Tabasco'], ['TAM', 'Tamaulipas'], ['TLA', 'Tlaxcala'],
  ['VER', 'Veracruz'], ['YUC\t', 'Yucatán'], ['ZAC', 'Zacatecas'],
]);
