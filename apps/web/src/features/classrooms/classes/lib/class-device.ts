/**
 * Class devices (docs/decisions/025): a computer the teacher marked as the class's own keeps the
 * device token here (this browser only). The student sign-in sends it, so its PIN tries count
 * apart from strangers' and a stranger's lockout never reaches the class's computers.
 */
const KEY = 'pb.classDevices';

interface StoredDevice {
  classroomId: string;
  deviceId: string;
  loginCode: string;
  token: string;
  /** When this browser became the device (a class page loaded before it does not list it). */
  savedAt?: number;
}

function readAll(): StoredDevice[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v)
      ? (v as StoredDevice[]).filter((d) => typeof d?.token === 'string')
      : [];
  } catch {
    return [];
  }
}

function writeAll(list: StoredDevice[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the computer simply signs in as a stranger.
  }
}

export function rememberClassDevice(d: StoredDevice): void {
  writeAll([
    { savedAt: Date.now(), ...d },
    ...readAll().filter((x) => x.classroomId !== d.classroomId),
  ]);
}

export function forgetClassDevice(classroomId: string): void {
  writeAll(readAll().filter((x) => x.classroomId !== classroomId));
}

/** This browser's device of a class, if it is one. */
export function classDeviceOf(classroomId: string): StoredDevice | undefined {
  return readAll().find((d) => d.classroomId === classroomId);
}

/** Keep the class code a device was trusted under current (the teacher rotated it). */
export function syncClassDeviceCode(classroomId: string, loginCode: string): void {
  const d = classDeviceOf(classroomId);
  if (d && d.loginCode !== loginCode) rememberClassDevice({ ...d, loginCode });
}

/** The device token to send with a PIN sign-in for this class code. */
export function classDeviceTokenFor(classCode: string): string | undefined {
  const code = classCode.trim().toUpperCase();
  return readAll().find((d) => d.loginCode === code)?.token;
}
