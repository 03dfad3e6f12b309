-- Cached sessions hold their user's school (name and flags, for the user view; ADR 0041), so a change to a
-- school tells every instance to forget every cached session ('*', as after a missed notification). Schools
-- change rarely (an admin's edit), so forgetting them all costs one database read per active user.
CREATE FUNCTION "lantern_notify_auth_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('lantern_auth', '*');
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "schools_notify_auth" AFTER UPDATE OR DELETE ON "schools"
	FOR EACH STATEMENT EXECUTE FUNCTION "lantern_notify_auth_all"();
