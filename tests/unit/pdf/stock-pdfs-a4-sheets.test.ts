import { describeStockPdfs } from '../../support/stock-pdf-cases';

// The A4 sheets of Avery labels and their equivalents.
describeStockPdfs(['a4-sheets']);
