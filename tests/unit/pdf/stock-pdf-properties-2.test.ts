import { describeStockPdfProperty } from '../../support/stock-pdf-cases';

// Part 2 of the 1,000-label property; four files so they run side by side.
describeStockPdfProperty(2);
