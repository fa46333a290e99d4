// A thin shim over ncursesw: headers, and macros re-exposed as prefixed inline functions.
// No logic lives here (docs/DESIGN.md, House style).
#ifndef NOMEAT_CNCURSES_SHIM_H
#define NOMEAT_CNCURSES_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <ncursesw/ncurses.h>
#include <locale.h>
#include <stdio.h>
#include <wchar.h>

// glibc hides these without _XOPEN_SOURCE; ncurses needs them for wide characters.
int wcwidth(wchar_t c);

static inline attr_t nc_a_normal(void) { return A_NORMAL; }
static inline attr_t nc_a_bold(void) { return A_BOLD; }
static inline attr_t nc_a_reverse(void) { return A_REVERSE; }
static inline attr_t nc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t nc_a_dim(void) { return A_DIM; }
static inline attr_t nc_color_pair(short pair) { return COLOR_PAIR(pair); }

static inline int nc_key_f(int n) { return KEY_F(n); }
static inline mmask_t nc_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t nc_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t nc_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t nc_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t nc_button5_pressed(void) { return BUTTON5_PRESSED; }

// Swift 6 rejects the global variables; these read them.
static inline WINDOW *nc_stdscr(void) { return stdscr; }
static inline int nc_lines(void) { return LINES; }
static inline int nc_cols(void) { return COLS; }
static inline int nc_colors(void) { return COLORS; }
static inline int nc_getmaxy(WINDOW *w) { return getmaxy(w); }
static inline int nc_getmaxx(WINDOW *w) { return getmaxx(w); }
static inline int nc_wattrset(WINDOW *w, attr_t a) { return wattrset(w, a); }

#endif
