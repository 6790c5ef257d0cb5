import { describeStockPdfs } from '../../support/stock-pdf-cases';

// Thermal and roll labels, each label its own page (a continuous roll's as long as the label).
describeStockPdfs(['rolls']);
