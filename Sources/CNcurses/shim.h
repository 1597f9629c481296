// ncursesw for Swift: the wide-character defines live here (SwiftPM passes no -D flags to a system
// library, and refuses pkg-config's with a "prohibited flag(s)" warning); and the
// macros and globals Swift cannot import (or Swift 6 rejects as shared mutable state) get accessors.
//
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
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

// MARK: Globals and macros

static inline int lp_lines(void) { return LINES; }
static inline int lp_cols(void) { return COLS; }
static inline int lp_colors(void) { return COLORS; }
static inline int lp_color_pairs(void) { return COLOR_PAIRS; }
static inline WINDOW *lp_stdscr(void) { return stdscr; }
static inline int lp_max_y(WINDOW *window) { return window == NULL ? 0 : getmaxy(window); }
static inline int lp_max_x(WINDOW *window) { return window == NULL ? 0 : getmaxx(window); }

static inline attr_t lp_a_normal(void) { return A_NORMAL; }
static inline attr_t lp_a_bold(void) { return A_BOLD; }
static inline attr_t lp_a_dim(void) { return A_DIM; }
static inline attr_t lp_a_italic(void) { return A_ITALIC; }
static inline attr_t lp_a_underline(void) { return A_UNDERLINE; }
static inline attr_t lp_a_reverse(void) { return A_REVERSE; }

// glibc declares wcwidth only under _XOPEN_SOURCE, which the system modules were built without.
extern int wcwidth(wchar_t c);
/// Columns of one code point by the current locale: -1 when unprintable (and for every non-ASCII
/// code point before setlocale). ncurses counts a cell's columns with it.
static inline int lp_wcwidth(wchar_t c) { return wcwidth(c); }

/// The number of code points one cell holds; longer grapheme clusters are cut.
static inline int lp_cchar_max(void) { return CCHARW_MAX; }

/// Writes one cell: `text` (a NUL-terminated grapheme; only its first CCHARW_MAX code points are
/// kept) at (y, x) of stdscr with attributes and colour pair. setcchar's short pair argument cannot
/// hold pairs above 32767, so the pair always goes through the `opts` pointer too (ncurses 6.1+).
/// The result is ERR for the bottom-right cell (the cursor cannot advance); the cell is drawn anyway.
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

/// Whether the current terminal can move the cursor (`cup`): ncurses accepts `dumb`, but a screen
/// drawn with only carriage returns and newlines is garbage.
static inline int lp_can_address_cursor(void) {
    char *cup = tigetstr("cup");
    return cup != NULL && cup != (char *)-1;
}

/// Whether LC_CTYPE's codeset (after setlocale) is UTF-8.
static inline int lp_codeset_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

// MARK: Signals
//
// Shared state lives behind a weak accessor rather than in `static` variables: the importer emits a
// header's static functions and variables into every Swift object file that uses them, and a debug
// build compiles each Swift file to its own object, so two files would each see their own pipe
// (measured here). A weak definition is merged by the linker into one.

enum { LP_QUIT_COUNT = 5, LP_FATAL_COUNT = 6 };

struct lp_signal_state {
    int pipe[2];
    int quit_installed;
    struct sigaction quit_previous[LP_QUIT_COUNT];
    int tty;
    int termios_valid;
    struct termios termios;
    int fatal_installed;
    struct sigaction fatal_previous[LP_FATAL_COUNT];
};

__attribute__((weak, visibility("hidden"))) struct lp_signal_state *lp_signals(void) {
    static struct lp_signal_state state = { .pipe = {-1, -1}, .tty = -1 };
    return &state;
}

// SIGTSTP and SIGCONT are not quits, but reach the loop the same way: it gives the terminal back
// and stops (`lp_stop_process_group`), or takes the screen back after a stop it did not make.
static const int lp_quit_signals[LP_QUIT_COUNT] = {SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT};
// Swift's runtime traps are SIGILL (x86) and SIGTRAP (arm64).
static const int lp_fatal_signals[LP_FATAL_COUNT] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE};

static void lp_on_quit_signal(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    int fd = lp_signals()->pipe[1];
    // Non-blocking: when the pipe is full the loop has plenty to read already; the byte is dropped.
    if (fd >= 0) { ssize_t ignored = write(fd, &byte, 1); (void)ignored; }
    errno = saved;
}

/// Routes SIGINT, SIGTERM, SIGHUP, SIGTSTP and SIGCONT to a non-blocking self-pipe, saving the
/// handlers they had. Returns the pipe's read end (the same one on every call), or -1 when no pipe could be made.
/// Installed before `newterm`, so ncurses, which only catches signals still at SIG_DFL, leaves
/// them alone (its own SIGINT handler would exit(1) behind our back).
static inline int lp_install_quit_signals(void) {
    struct lp_signal_state *state = lp_signals();
    if (state->pipe[0] < 0) {
        int fds[2];
        if (pipe(fds) != 0) return -1;
        for (int i = 0; i < 2; i++) {
            fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
            fcntl(fds[i], F_SETFD, FD_CLOEXEC);
        }
        state->pipe[0] = fds[0];
        state->pipe[1] = fds[1];
    }
    if (!state->quit_installed) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = lp_on_quit_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        for (int i = 0; i < LP_QUIT_COUNT; i++) sigaction(lp_quit_signals[i], &action, &state->quit_previous[i]);
        state->quit_installed = 1;
    }
    return state->pipe[0];
}

/// Reads one signal number from the pipe; -1 when there is none.
static inline int lp_next_signal(void) {
    unsigned char byte;
    int fd = lp_signals()->pipe[0];
    if (fd < 0) return -1;
    return read(fd, &byte, 1) == 1 ? (int)byte : -1;
}

static void lp_on_fatal_signal(int number, siginfo_t *info, void *context) {
    (void)context;
    // Only async-signal-safe calls: put the tty back as it was, leave the alternate screen, show the
    // cursor, reset colours; then hand the signal to whoever had it before (the Swift runtime's
    // backtracer, or the default action) so the crash is still reported and the exit status kept.
    struct lp_signal_state *state = lp_signals();
    if (state->tty >= 0) {
        if (state->termios_valid) tcsetattr(state->tty, TCSANOW, &state->termios);
        static const char reset[] = "\033[?1049l\033[?25h\033[0m";
        ssize_t ignored = write(state->tty, reset, sizeof reset - 1);
        (void)ignored;
    }
    int restored = 0;
    for (int i = 0; i < LP_FATAL_COUNT; i++) {
        if (lp_fatal_signals[i] == number && state->fatal_installed) {
            sigaction(number, &state->fatal_previous[i], NULL);
            restored = 1;
        }
    }
    if (!restored) signal(number, SIG_DFL);
    // A fault (a trap's ud2 or brk, a bad access: si_code > 0) happens again when the handler
    // returns, and reaches the restored handler with its real address. A signal that was sent
    // (kill, raise, abort: si_code <= 0) is raised again; it stays blocked until this handler
    // returns, then is delivered to the restored handler.
    if (info == NULL || info->si_code <= 0) raise(number);
}

/// Saves the tty's settings now (before curses changes them) and restores them on a crash.
static inline void lp_install_fatal_guard(int tty) {
    struct lp_signal_state *state = lp_signals();
    state->termios_valid = tcgetattr(tty, &state->termios) == 0;
    state->tty = tty;
    if (state->fatal_installed) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = lp_on_fatal_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_RESETHAND | SA_ONSTACK;
    for (int i = 0; i < LP_FATAL_COUNT; i++) sigaction(lp_fatal_signals[i], &action, &state->fatal_previous[i]);
    state->fatal_installed = 1;
}

/// Stops the process group as a shell's Ctrl-Z would, once the caller has given the terminal back
/// (`endwin`); returns when it is continued (`fg`, SIGCONT). Not a handler: called from the event
/// loop. SIGTSTP takes its default action (stop) for the moment of the `kill`, then the pipe's
/// handler is put back. In an orphaned process group (no job-control shell to continue it) the
/// kernel discards the stop and this returns at once.
static inline void lp_stop_process_group(void) {
    struct sigaction stop, saved;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &saved);
    sigset_t tstp, previous;
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &tstp, &previous);
    kill(0, SIGTSTP);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    sigaction(SIGTSTP, &saved, NULL);
}

/// The terminal's size now, from the kernel: a window resized while the process was stopped sent
/// its SIGWINCH to the shell, not to us. Returns 0 and sets rows and columns, or -1.
static inline int lp_window_size(int tty, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(tty, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

/// Makes the next refresh repaint every cell: after a stop the terminal's screen is not what
/// ncurses last drew (the shell used it, and the alternate screen comes back cleared).
static inline void lp_repaint_all(void) { clearok(curscr, TRUE); }

/// Puts back the handlers the quit signals and the fatal guard replaced. The pipe stays open (a
/// later terminal reuses it); a signal arriving now takes its old course.
static inline void lp_restore_signals(void) {
    struct lp_signal_state *state = lp_signals();
    state->tty = -1;
    if (state->fatal_installed) {
        for (int i = 0; i < LP_FATAL_COUNT; i++) sigaction(lp_fatal_signals[i], &state->fatal_previous[i], NULL);
        state->fatal_installed = 0;
    }
    if (state->quit_installed) {
        for (int i = 0; i < LP_QUIT_COUNT; i++) sigaction(lp_quit_signals[i], &state->quit_previous[i], NULL);
        state->quit_installed = 0;
    }
}

#endif
