/**
 * The daily path of a simulated asset, walked from its listing day: a log price that is the
 * anchor path plus a deviation X. Each day a regime (Markov chain) sets drift, volatility and the
 * pull towards the anchor; rare jumps happen at a random minute. Every draw of day d comes from
 * hash(seed, asset, d), so a day's values never depend on which range was asked for. Days are
 * computed once per path and kept (a few bytes per day).
 */
import { hash32, hashText, Rng } from './random';
import { anchorLog, DAY_MS, type AssetProfile } from './profiles';

export const REGIMES = [
  { name: 'trend-up', drift: 0.0035, vol: 0.9, pull: 0.5, stay: 0.975 },
  { name: 'trend-down', drift: -0.0035, vol: 1.1, pull: 0.5, stay: 0.975 },
  { name: 'range', drift: 0, vol: 0.55, pull: 4, stay: 0.97 },
  { name: 'high-vol', drift: 0, vol: 2, pull: 1, stay: 0.9 },
] as const;

export interface DayInfo {
  /** Log of the day's open and close. */
  openLog: number;
  closeLog: number;
  /** Diffusion volatility of the day (log), excluding the jump. */
  vol: number;
  regime: number;
  /** Jump (log) and the minute it happens at (-1: none). */
  jump: number;
  jumpMinute: number;
}

export class DailyPath {
  private readonly firstDay: number;
  private readonly closeLog: number[] = [];
  private readonly vol: number[] = [];
  private readonly regime: number[] = [];
  private readonly jump: number[] = [];
  private readonly jumpMinute: number[] = [];
  /** The day's standard normal shock (ETH and gold borrow BTC's for correlation). */
  readonly shock: number[] = [];
  private x = 0;
  private reg = 2;

  constructor(
    readonly profile: AssetProfile,
    private readonly seed: number,
    private readonly reference?: DailyPath,
  ) {
    this.firstDay = Math.floor(profile.listedMs / DAY_MS);
  }

  /** First day (days since 1970) with prices. */
  get startDay(): number {
    return this.firstDay;
  }

  /** The values of `day` (days since 1970), or undefined before the listing. */
  day(day: number): DayInfo | undefined {
    const i = day - this.firstDay;
    if (i < 0) return undefined;
    this.extendTo(i);
    const openLog = i === 0 ? anchorLog(this.profile, day) : this.closeLog[i - 1]!;
    return {
      openLog,
      closeLog: this.closeLog[i]!,
      vol: this.vol[i]!,
      regime: this.regime[i]!,
      jump: this.jump[i]!,
      jumpMinute: this.jumpMinute[i]!,
    };
  }

  private extendTo(i: number): void {
    const p = this.profile;
    const assetHash = hashText(p.name);
    for (let k = this.closeLog.length; k <= i; k++) {
      const day = this.firstDay + k;
      const r = new Rng(hash32(this.seed, assetHash, day));
      if (r.next() > REGIMES[this.reg]!.stay)
        this.reg = (this.reg + 1 + r.int(REGIMES.length - 1)) % REGIMES.length;
      const g = REGIMES[this.reg]!;
      const own = r.gauss();
      const ref = this.reference ? this.reference.shockOf(day) : own;
      const rho = this.reference ? p.btcCorrelation : 1;
      const z = rho * ref + Math.sqrt(1 - rho * rho) * own;
      const vol = p.dailyVol * g.vol;
      const hasJump = r.next() < p.jumpProbPerDay * (g.name === 'high-vol' ? 3 : 1);
      const jump = hasJump ? r.gauss() * p.jumpVol : 0;
      this.x = this.x * (1 - p.kappa * g.pull) + g.drift * p.driftScale + vol * z + jump;
      this.shock.push(own);
      this.vol.push(vol);
      this.regime.push(this.reg);
      this.jump.push(jump);
      this.jumpMinute.push(hasJump ? r.int(1440) : -1);
      this.closeLog.push(anchorLog(p, day) + this.x);
    }
  }

  /** BTC's own shock of a day (0 before its listing). */
  shockOf(day: number): number {
    const i = day - this.firstDay;
    if (i < 0) return 0;
    this.extendTo(i);
    return this.shock[i]!;
  }
}
