import { makeResumeDocx, makeResumePdf } from '../testing/resume-fixtures';
import { parseResume, resumeDate } from '../resume-parser';
import { docxText, pdfText } from '../resume-text';

const EXPECTED = {
  work_history: [
    { employer: 'Mercy General Hospital', title: 'Registered Nurse', start_date: '2019-03-01', end_date: null, current: true },
    { employer: 'Sunrise Clinic', title: 'Medical Assistant', start_date: '2015-06-01', end_date: '2019-02-01', current: false },
  ],
  education: [
    { school: 'State University', degree: 'BA', degree_text: 'Bachelor of Science in Nursing', start_date: '2011-01-01', end_date: '2015-01-01', grad_year: '2015' },
    { school: 'Lincoln High School', degree: 'HS', degree_text: null, start_date: null, end_date: null, grad_year: '2011' },
  ],
  skills: ['Patient care', 'IV therapy', 'Electronic health records', 'CPR'],
};

describe('resume parsing', () => {
  it('reads dates written as month and year, month/year or a year', () => {
    expect(resumeDate('Mar 2019')).toBe('2019-03-01');
    expect(resumeDate('September 2020')).toBe('2020-09-01');
    expect(resumeDate('06/2015')).toBe('2015-06-01');
    expect(resumeDate('2011')).toBe('2011-01-01');
    expect(resumeDate('13/2015')).toBeNull();
  });

  it('reads a real PDF into work history, education and skills', async () => {
    const text = await pdfText(await makeResumePdf());
    expect(text).toContain('Mercy General Hospital');
    expect(parseResume(text)).toEqual(EXPECTED);
  });

  it('reads a real Word document the same way', async () => {
    expect(parseResume(await docxText(makeResumeDocx()))).toEqual(EXPECTED);
  });

  it('reads "Title at Employer" with the dates on the next line, and skips lines outside the known sections', () => {
    const text = ['Objective', 'Work in a hospital, 2020 - 2021', 'Experience', 'Cook at Blue Diner', 'January 2018 to December 2019', 'Skills', '• Grill • Prep'].join('\n');
    expect(parseResume(text)).toEqual({
      work_history: [{ employer: 'Blue Diner', title: 'Cook', start_date: '2018-01-01', end_date: '2019-12-01', current: false }],
      education: [],
      skills: ['Grill', 'Prep'],
    });
  });

  it('refuses a file pdf.js cannot read', async () => {
    await expect(pdfText(new TextEncoder().encode('%PDF-1.7 not really'))).rejects.toThrow();
  });
});
