/** Pretendard, the family our figures name first and the web font's, as a TrueType file HarfBuzz can read. */
export const FONT_FILE = require.resolve('pretendard/dist/public/variable/PretendardVariable.ttf');
