import { expect, test } from './support/fixtures';

test('the FAQ keeps at most one answer open, and a second click closes it', async ({ page }) => {
  await page.goto('/');
  const faq = page.locator('#faq');
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(5);
  const openAnswers = faq.locator('[role="region"]:visible');

  await questions.nth(0).click();
  await expect(openAnswers).toHaveCount(1);
  await expect(openAnswers).toContainText('completely free');

  await questions.nth(4).click();
  await expect(openAnswers).toHaveCount(1);
  await expect(openAnswers).toContainText('never stored');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');

  await questions.nth(4).click();
  await expect(openAnswers).toHaveCount(0);
});

test('FAQ questions work from the keyboard', async ({ page }) => {
  await page.goto('/');
  const question = page.locator('#faq').getByRole('button').nth(2);
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});
