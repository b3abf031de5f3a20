/** The social media page's words (the feeds themselves are embeds, app/config/embeds.ts). */
export const socialMediaPage = {
  title: "Social Media",
  intro: "Our latest posts and videos from across our social networks.",
};
