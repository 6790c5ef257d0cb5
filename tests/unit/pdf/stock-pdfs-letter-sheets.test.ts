import { describeStockPdfs } from '../../support/stock-pdf-cases';

// Whole pages, and the US Letter sheets of Avery labels.
describeStockPdfs(['pages', 'letter-sheets']);
