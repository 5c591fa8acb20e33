import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** The chat page: conversations, model picker, function switches, messages and the composer. */
export class ChatPage {
  readonly message: Locator;
  readonly sendButton: Locator;
  readonly stopButton: Locator;
  readonly model: Locator;
  readonly functions: Locator;
  /** The conversation's instructions (system message), under its disclosure. */
  readonly instructions: Locator;
  readonly conversations: Locator;
  readonly newChat: Locator;
  readonly answers: Locator;
  readonly questions: Locator;
  readonly guidance: Locator;
  readonly installOffer: Locator;
  readonly installButton: Locator;
  readonly installProgress: Locator;
  /** Why a file could not be attached to the message. */
  readonly attachProblem: Locator;
  /** What the last export or import said. */
  readonly transferOutcome: Locator;
  /** The conversation's sampling, under its "Answer settings" disclosure. */
  readonly answerSettings: Locator;
  readonly temperature: Locator;
  readonly longestAnswer: Locator;
  readonly seed: Locator;
  readonly topP: Locator;
  readonly topK: Locator;
  readonly minP: Locator;
  readonly stopAt: Locator;
  readonly frequencyPenalty: Locator;
  readonly presencePenalty: Locator;
  readonly jsonAnswers: Locator;

  /** `origin`: the studio to open (the spec's own server); relative to baseURL when empty. */
  constructor(
    readonly page: Page,
    readonly origin = '',
  ) {
    this.message = page.getByRole('textbox', { name: 'Message' });
    this.sendButton = page.getByRole('button', { name: 'Send', exact: true });
    this.stopButton = page.getByRole('button', { name: /Stop/ });
    this.model = page.getByLabel('Model', { exact: true });
    this.functions = page.locator('summary', { hasText: 'Functions' });
    this.instructions = page.getByRole('textbox', { name: 'Instructions for this conversation' });
    this.conversations = page.getByTestId('conversation');
    this.newChat = page.getByRole('button', { name: '+ New chat' });
    this.answers = page.getByTestId('assistant-message');
    this.questions = page.getByTestId('user-message');
    this.guidance = page.getByTestId('no-backend');
    this.installOffer = page.getByTestId('install-offer');
    this.installButton = page.getByRole('button', { name: /^Install / });
    this.installProgress = page.getByRole('progressbar');
    this.transferOutcome = page.getByTestId('transfer-outcome');
    this.attachProblem = page.getByRole('form', { name: 'Write a message' }).getByRole('alert');
    this.answerSettings = page.locator('summary', { hasText: 'Answer settings' });
    this.temperature = page.getByRole('spinbutton', { name: 'Temperature' });
    this.longestAnswer = page.getByRole('spinbutton', { name: 'Longest answer (tokens)' });
    this.seed = page.getByRole('spinbutton', { name: 'Seed' });
    this.topP = page.getByRole('spinbutton', { name: 'Top-p' });
    this.topK = page.getByRole('spinbutton', { name: 'Top-k' });
    this.minP = page.getByRole('spinbutton', { name: 'Min-p' });
    this.stopAt = page.getByRole('textbox', { name: 'Stop at' });
    this.frequencyPenalty = page.getByRole('spinbutton', { name: 'Frequency penalty' });
    this.presencePenalty = page.getByRole('spinbutton', { name: 'Presence penalty' });
    this.jsonAnswers = page.getByRole('switch', { name: 'Answer in JSON' });
  }

  /** Opens the answer settings' disclosure (closed when the page opens). */
  async showAnswerSettings() {
    if (!(await this.temperature.isVisible())) await this.answerSettings.click();
    await expect(this.temperature).toBeVisible();
  }

  async open(path = '/chat') {
    await this.page.goto(`${this.origin}${path}`);
    await expect(this.message).toBeVisible();
  }

  async send(text: string) {
    await this.message.fill(text);
    await this.message.press('Enter');
  }

  lastAnswer(): Locator {
    return this.answers.last();
  }

  functionSwitch(title: string): Locator {
    return this.page.getByRole('switch', { name: title });
  }

  /** Switches a function on or off (opening the Functions panel first). */
  async setFunction(title: string, on: boolean) {
    const control = this.functionSwitch(title);
    if (!(await control.isVisible())) await this.functions.click();
    if ((await control.getAttribute('aria-checked')) !== String(on)) await control.click();
    await expect(control).toHaveAttribute('aria-checked', String(on));
  }

  /** Writes the open conversation's instructions (opening their disclosure first) and leaves the field, which keeps them. */
  async setInstructions(text: string) {
    await this.showInstructions();
    await this.instructions.fill(text);
    await this.instructions.blur();
  }

  /** Attaches files to the message being written, as Attach's picker would. */
  async attach(...files: Array<{ name: string; text?: string; bytes?: Buffer }>) {
    await this.page.getByLabel('Text file to attach').setInputFiles(files.map((f) => ({ name: f.name, mimeType: 'application/octet-stream', buffer: f.bytes ?? Buffer.from(f.text ?? '') })));
  }

  /** Opens the instructions' disclosure (closed when the page opens). */
  async showInstructions() {
    if (!(await this.instructions.isVisible())) await this.page.locator('summary', { hasText: 'Instructions' }).click();
    await expect(this.instructions).toBeVisible();
  }

  conversation(title: string | RegExp): Locator {
    return this.conversations.filter({ hasText: title });
  }

  /** Presses a button that saves a file, and gives the file's name and text. */
  async download(button: string | RegExp): Promise<{ name: string; text: string }> {
    const [file] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: button }).click()]);
    return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
  }

  /** Picks a file for Import… (the picker itself is the browser's). */
  async importFile(name: string, text: string) {
    await this.page.getByLabel('Chat export to import').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  }

  /** Opens a question for editing, changes it and sends it. */
  async editQuestion(question: string, text: string) {
    await this.page.getByRole('article', { name: 'You' }).filter({ hasText: question }).getByRole('button', { name: 'Edit this question' }).click();
    await this.page.getByLabel('Edited question').fill(text);
    await this.page.getByLabel('Edited question').press('Enter');
  }

  /** On narrow screens the list is behind a button. */
  async showConversations() {
    const toggle = this.page.getByRole('button', { name: /^Conversations \(/ });
    if (await toggle.isVisible()) await toggle.click();
  }
}
