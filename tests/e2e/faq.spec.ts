import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const faq = (page: Page) => {
  const section = page.locator('#faq');
  return { questions: section.locator('summary'), openAnswers: section.locator('details > p:visible') };
};

async function expectOneOpenAtATime(page: Page) {
  const { questions, openAnswers } = faq(page);
  await expect(questions).toHaveCount(5);
  await expect(openAnswers).toHaveCount(0);

  await questions.nth(0).click();
  await expect(openAnswers).toHaveCount(1);
  await expect(openAnswers).toContainText('completely free');

  await questions.nth(4).click();
  await expect(openAnswers).toHaveCount(1);
  await expect(openAnswers).toContainText('never sent to a server');

  await questions.nth(4).click();
  await expect(openAnswers).toHaveCount(0);
}

test('the FAQ keeps at most one answer open, and a second click closes it', async ({ page }) => {
  await page.goto('/');
  await expectOneOpenAtATime(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the FAQ answers open and close all the same', async ({ page }) => {
    await page.goto('/');
    await expectOneOpenAtATime(page);
  });
});

test('FAQ questions work from the keyboard', async ({ page }) => {
  await page.goto('/');
  const question = faq(page).questions.nth(2);
  const details = page.locator('#faq details').nth(2);
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await page.keyboard.press('Space');
  await expect(details).not.toHaveAttribute('open');
});
