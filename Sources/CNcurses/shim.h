// ncursesw for Swift (TECH.md): SwiftPM drops pkg-config's defines, so they live here; and the
// macros and globals Swift cannot import (or Swift 6 rejects as shared mutable state) get accessors.
// The signal handlers are C because a handler must be async-signal-safe: Swift code in a handler
// could allocate or take locks.
#ifndef LIVEPEEK_CNCURSES_SHIM_H
#define LIVEPEEK_CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <wchar.h>
#include <langinfo.h>
#include <ncursesw/curses.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <fcntl.h>
#include <errno.h>

static inline int lp_lines(void) { return LINES; }
static inline int lp_cols(void) { return COLS; }
static inline int lp_colors(void) { return COLORS; }
static inline int lp_color_pairs(void) { return COLOR_PAIRS; }
static inline WINDOW *lp_stdscr(void) { return stdscr; }
static inline void lp_set_escdelay(int ms) { set_escdelay(ms); }

static inline attr_t lp_a_normal(void) { return A_NORMAL; }
static inline attr_t lp_a_bold(void) { return A_BOLD; }
static inline attr_t lp_a_dim(void) { return A_DIM; }
static inline attr_t lp_a_italic(void) { return A_ITALIC; }
static inline attr_t lp_a_underline(void) { return A_UNDERLINE; }
static inline attr_t lp_a_reverse(void) { return A_REVERSE; }

/// Writes one cell: `text` (a NUL-terminated grapheme of at most CCHARW_MAX code points; longer
/// clusters are cut) at (y, x) with attributes and colour pair.
static inline int lp_put_cell(int y, int x, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    wchar_t buffer[CCHARW_MAX + 1];
    int n = 0;
    while (n < CCHARW_MAX && text[n] != 0) { buffer[n] = text[n]; n++; }
    buffer[n] = 0;
    short shortPair = pair > 32767 ? 0 : (short)pair;
    int extended = pair;
    if (setcchar(&cell, buffer, attrs, shortPair, &extended) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

static inline int lp_codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

// MARK: Signals

static int lp_signal_pipe[2] = {-1, -1};
// A function-local static: Swift's importer does not emit a file-scope struct variable.
static inline struct termios *lp_saved_termios(void) { static struct termios saved; return &saved; }
static int lp_saved_termios_valid = 0;
static int lp_tty_fd = -1;

static void lp_on_quit_signal(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    if (lp_signal_pipe[1] >= 0) { ssize_t ignored = write(lp_signal_pipe[1], &byte, 1); (void)ignored; }
    errno = saved;
}

/// SIGINT, SIGTERM and SIGHUP become bytes on a pipe the event loop polls. Returns its read end, or -1.
static inline int lp_install_quit_signals(void) {
    if (lp_signal_pipe[0] < 0) {
        if (pipe(lp_signal_pipe) != 0) return -1;
        for (int i = 0; i < 2; i++) {
            fcntl(lp_signal_pipe[i], F_SETFL, fcntl(lp_signal_pipe[i], F_GETFL) | O_NONBLOCK);
            fcntl(lp_signal_pipe[i], F_SETFD, FD_CLOEXEC);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = lp_on_quit_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
    return lp_signal_pipe[0];
}

/// Reads one signal number from the pipe; -1 when there is none.
static inline int lp_next_signal(void) {
    unsigned char byte;
    if (lp_signal_pipe[0] < 0) return -1;
    return read(lp_signal_pipe[0], &byte, 1) == 1 ? (int)byte : -1;
}

static void lp_on_fatal_signal(int number) {
    // Only async-signal-safe calls: put the tty back as it was, leave the alternate screen, show
    // the cursor, then die of the same signal so the shell reports it.
    if (lp_tty_fd >= 0) {
        if (lp_saved_termios_valid) tcsetattr(lp_tty_fd, TCSANOW, lp_saved_termios());
        static const char reset[] = "\033[0m\033[?1049l\033[?25h\r\n";
        ssize_t ignored = write(lp_tty_fd, reset, sizeof reset - 1);
        (void)ignored;
    }
    signal(number, SIG_DFL);
    raise(number);
}

/// Saves the tty's settings and restores them on a crash (Swift traps are SIGILL / SIGTRAP).
static inline void lp_install_fatal_guard(int tty) {
    lp_tty_fd = tty;
    lp_saved_termios_valid = tcgetattr(tty, lp_saved_termios()) == 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = lp_on_fatal_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESETHAND;
    int fatal[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) sigaction(fatal[i], &action, NULL);
}

/// Back to the default handlers once the terminal is restored.
static inline void lp_restore_signals(void) {
    int all[] = {SIGINT, SIGTERM, SIGHUP, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};
    for (unsigned i = 0; i < sizeof all / sizeof all[0]; i++) signal(all[i], SIG_DFL);
    lp_tty_fd = -1;
}

#endif
