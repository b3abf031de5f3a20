/**
 * Step 36's triggers (decision 125): the store gives a campaign's row of `campaign_versions` a new random value in
 * the statement that writes anything its pages show (the campaign itself, a supporter's page, a gift credited to it
 * changing its campaign, supporter, name or listing, a payment of such a gift made, refunded or taken away), whoever
 * writes it (the webhook's job, staff, `data:copy`), so the campaign's and its supporters' pages are revalidated
 * from one read by key and are new on every origin the moment the change commits.
 */

/** SQLite: the upsert of a campaign's version, from a SELECT whose first column is the campaign's id. */
const sqliteBump = (select: string) =>
  `INSERT INTO campaign_versions (campaign_id, version) ${select}
     ON CONFLICT (campaign_id) DO UPDATE SET version = excluded.version;`;
const sqliteOf = (campaign: string) =>
  sqliteBump(`SELECT ${campaign}, lower(hex(randomblob(12))) WHERE ${campaign} IS NOT NULL`);
const sqliteOfGift = (gift: string) =>
  sqliteBump(
    `SELECT campaign_id, lower(hex(randomblob(12))) FROM gifts WHERE id = ${gift} AND campaign_id IS NOT NULL`,
  );

export const sqliteCampaignVersionTriggers = `
   CREATE TRIGGER campaign_version_campaign_insert AFTER INSERT ON campaigns BEGIN ${sqliteOf("NEW.id")} END;
   CREATE TRIGGER campaign_version_campaign_update AFTER UPDATE ON campaigns BEGIN ${sqliteOf("NEW.id")} END;
   CREATE TRIGGER campaign_version_supporter_insert AFTER INSERT ON campaign_supporters
     BEGIN ${sqliteOf("NEW.campaign_id")} END;
   CREATE TRIGGER campaign_version_supporter_update AFTER UPDATE ON campaign_supporters
     BEGIN ${sqliteOf("NEW.campaign_id")} END;
   CREATE TRIGGER campaign_version_gift_update AFTER UPDATE OF campaign_id, supporter_id, name, listed_publicly ON gifts
     WHEN OLD.campaign_id IS NOT NEW.campaign_id OR OLD.supporter_id IS NOT NEW.supporter_id
       OR OLD.name IS NOT NEW.name OR OLD.listed_publicly IS NOT NEW.listed_publicly
     BEGIN ${sqliteOf("NEW.campaign_id")} ${sqliteOf("OLD.campaign_id")} END;
   CREATE TRIGGER campaign_version_payment_insert AFTER INSERT ON gift_payments BEGIN ${sqliteOfGift("NEW.gift_id")} END;
   CREATE TRIGGER campaign_version_payment_update AFTER UPDATE OF gift_id, amount_cents, refunded_cents ON gift_payments
     BEGIN ${sqliteOfGift("NEW.gift_id")} ${sqliteOfGift("OLD.gift_id")} END;
   CREATE TRIGGER campaign_version_payment_delete AFTER DELETE ON gift_payments BEGIN ${sqliteOfGift("OLD.gift_id")} END;`;

/** PostgreSQL: row triggers (a statement trigger does not see which campaign a row names), one function each. */
export const postgresCampaignVersionTriggers = `
   CREATE FUNCTION campaign_version_of(campaign TEXT) RETURNS void LANGUAGE sql AS $$
     INSERT INTO campaign_versions (campaign_id, version)
       SELECT campaign, replace(gen_random_uuid()::text, '-', '') WHERE campaign IS NOT NULL
       ON CONFLICT (campaign_id) DO UPDATE SET version = excluded.version $$;
   CREATE FUNCTION campaign_version_campaigns() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
     PERFORM campaign_version_of(NEW.id); RETURN NULL; END $$;
   CREATE TRIGGER campaign_version_campaigns AFTER INSERT OR UPDATE ON campaigns
     FOR EACH ROW EXECUTE FUNCTION campaign_version_campaigns();
   CREATE FUNCTION campaign_version_supporters() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
     PERFORM campaign_version_of(NEW.campaign_id); RETURN NULL; END $$;
   CREATE TRIGGER campaign_version_supporters AFTER INSERT OR UPDATE ON campaign_supporters
     FOR EACH ROW EXECUTE FUNCTION campaign_version_supporters();
   CREATE FUNCTION campaign_version_gifts() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
     IF OLD.campaign_id IS DISTINCT FROM NEW.campaign_id OR OLD.supporter_id IS DISTINCT FROM NEW.supporter_id
       OR OLD.name IS DISTINCT FROM NEW.name OR OLD.listed_publicly IS DISTINCT FROM NEW.listed_publicly THEN
       PERFORM campaign_version_of(NEW.campaign_id);
       PERFORM campaign_version_of(OLD.campaign_id);
     END IF;
     RETURN NULL; END $$;
   CREATE TRIGGER campaign_version_gifts AFTER UPDATE OF campaign_id, supporter_id, name, listed_publicly ON gifts
     FOR EACH ROW EXECUTE FUNCTION campaign_version_gifts();
   CREATE FUNCTION campaign_version_payments() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
     IF TG_OP <> 'INSERT' THEN
       PERFORM campaign_version_of((SELECT campaign_id FROM gifts WHERE id = OLD.gift_id));
     END IF;
     IF TG_OP <> 'DELETE' THEN
       PERFORM campaign_version_of((SELECT campaign_id FROM gifts WHERE id = NEW.gift_id));
     END IF;
     RETURN NULL; END $$;
   CREATE TRIGGER campaign_version_payments AFTER INSERT OR DELETE OR UPDATE OF gift_id, amount_cents, refunded_cents
     ON gift_payments FOR EACH ROW EXECUTE FUNCTION campaign_version_payments();`;
