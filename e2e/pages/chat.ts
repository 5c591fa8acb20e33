import { expect, type Locator, type Page } from '@playwright/test';

/** The chat page: conversations, model picker, function switches, messages and the composer. */
export class ChatPage {
  readonly message: Locator;
  readonly sendButton: Locator;
  readonly stopButton: Locator;
  readonly model: Locator;
  readonly functions: Locator;
  readonly conversations: Locator;
  readonly newChat: Locator;
  readonly answers: Locator;
  readonly questions: Locator;
  readonly guidance: Locator;
  readonly installOffer: Locator;
  readonly installButton: Locator;
  readonly installProgress: Locator;

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
    this.conversations = page.getByTestId('conversation');
    this.newChat = page.getByRole('button', { name: '+ New chat' });
    this.answers = page.getByTestId('assistant-message');
    this.questions = page.getByTestId('user-message');
    this.guidance = page.getByTestId('no-backend');
    this.installOffer = page.getByTestId('install-offer');
    this.installButton = page.getByRole('button', { name: /^Install / });
    this.installProgress = page.getByRole('progressbar');
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

  conversation(title: string | RegExp): Locator {
    return this.conversations.filter({ hasText: title });
  }

  /** On narrow screens the list is behind a button. */
  async showConversations() {
    const toggle = this.page.getByRole('button', { name: /^Conversations \(/ });
    if (await toggle.isVisible()) await toggle.click();
  }
}
